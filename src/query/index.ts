/** The query language: Lucene text → typed, engine-independent query (and back). */

export { type AnalyzeOptions, analyzeQuery, type FieldAccess } from './analyze/analyzer.js';
export * from './analyzed.js';
export * from './errors.js';
export * from './limits.js';
export { printQuery } from './print.js';
export type { SyntaxNode } from './syntax/ast.js';
export { type DefaultOperator, type ParseOptions, parseSyntax } from './syntax/parser.js';
