/**
 * CVSS v3.1 base scores, computed from the vector (FIRST's specification, section 7.1), so
 * that every synthetic CVE's score, severity and vector string agree with each other.
 */

const ATTACK_VECTOR: Readonly<Record<string, number>> = { N: 0.85, A: 0.62, L: 0.55, P: 0.2 };
const ATTACK_COMPLEXITY: Readonly<Record<string, number>> = { L: 0.77, H: 0.44 };
const PRIVILEGES_UNCHANGED: Readonly<Record<string, number>> = { N: 0.85, L: 0.62, H: 0.27 };
const PRIVILEGES_CHANGED: Readonly<Record<string, number>> = { N: 0.85, L: 0.68, H: 0.5 };
const USER_INTERACTION: Readonly<Record<string, number>> = { N: 0.85, R: 0.62 };
const IMPACT: Readonly<Record<string, number>> = { H: 0.56, L: 0.22, N: 0 };

/** The specification's Roundup: the smallest one-decimal number >= x, free of float noise. */
function roundUp(x: number): number {
  const scaled = Math.round(x * 100_000);
  return scaled % 10_000 === 0 ? scaled / 100_000 : (Math.floor(scaled / 10_000) + 1) / 10;
}

function metric(table: Readonly<Record<string, number>>, value: string | undefined): number {
  const weight = value === undefined ? undefined : table[value];
  if (weight === undefined) throw new Error(`invalid CVSS metric value ${value}`);
  return weight;
}

/** Base score of a vector such as `AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H` (prefix optional). */
export function cvssBaseScore(vector: string): number {
  const metrics = new Map<string, string>();
  for (const part of vector.split('/')) {
    const [name, value] = part.split(':');
    if (name && value && name !== 'CVSS') metrics.set(name, value);
  }
  const changed = metrics.get('S') === 'C';
  const iss =
    1 -
    (1 - metric(IMPACT, metrics.get('C'))) *
      (1 - metric(IMPACT, metrics.get('I'))) *
      (1 - metric(IMPACT, metrics.get('A')));
  const impact = changed ? 7.52 * (iss - 0.029) - 3.25 * (iss - 0.02) ** 15 : 6.42 * iss;
  const exploitability =
    8.22 *
    metric(ATTACK_VECTOR, metrics.get('AV')) *
    metric(ATTACK_COMPLEXITY, metrics.get('AC')) *
    metric(changed ? PRIVILEGES_CHANGED : PRIVILEGES_UNCHANGED, metrics.get('PR')) *
    metric(USER_INTERACTION, metrics.get('UI'));
  if (impact <= 0) return 0;
  const raw = changed ? 1.08 * (impact + exploitability) : impact + exploitability;
  return roundUp(Math.min(raw, 10));
}

/** The qualitative rating of a score, in the lower case upstream uses. */
export function severityOf(score: number): 'none' | 'low' | 'medium' | 'high' | 'critical' {
  if (score === 0) return 'none';
  if (score < 4) return 'low';
  if (score < 7) return 'medium';
  if (score < 9) return 'high';
  return 'critical';
}
