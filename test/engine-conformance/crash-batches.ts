import type { JsonObject } from '../../src/model/json.js';

export const BATCH_SIZE = 40;
const HOSTS = 1500;

/** The hosts batch N writes: overlapping ids across batches, so later batches update earlier ones. */
export function crashBatch(batch: number): JsonObject[] {
  return Array.from({ length: BATCH_SIZE }, (_, j) => {
    const n = (batch * 37 + j * 13) % HOSTS;
    return {
      ip: `10.${(n >> 8) & 255}.${n & 255}.1`,
      scan_id: batch,
      last_updated_at: new Date(Date.UTC(2025, 0, 1) + batch * 1000).toISOString(),
      services: [
        { port: 22 + (batch % 5), protocol: 'tcp', product: batch % 2 === 0 ? 'OpenSSH' : 'nginx' },
        ...(j % 3 === 0 ? [{ port: 443, protocol: 'tcp', product: 'nginx' }] : []),
      ],
    };
  });
}

export function crashBatchIds(batch: number): string[] {
  return crashBatch(batch).map((record) => record.ip as string);
}
