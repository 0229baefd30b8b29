import { isIPv6 } from 'node:net';
import { atDigitRuns } from '../framework/candidate-starts.ts';
import { createPatternRecognizer, matchCandidate } from '../framework/pattern-recognizer.ts';
import type { TextScan } from '../framework/text-scan.ts';

const V4 = /(?<![\d.:])(?:\d{1,3}\.){3}\d{1,3}(?![\d]|\.\d)/g;
// Hex groups and colons (and a trailing dotted quad for ::ffff:1.2.3.4); validated by node:net.
const V6 = /(?<![\p{L}\d:])(?:[0-9a-f]{0,4}:){2,7}(?:(?:\d{1,3}\.){3}\d{1,3}|[0-9a-f]{1,4})?(?![\p{L}\d:])/giu;

/** V6 opens with at most four hex digits and a ':', so it begins 0 to 4 characters before a colon. */
function ipv6Starts({ colons }: TextScan): number[] {
  const starts: number[] = [];
  for (const colon of colons) for (let back = 4; back >= 0; back--) starts.push(colon - back);
  return starts;
}

function isIpv4(text: string): boolean {
  return text.split('.').every((part) => Number(part) <= 255 && !(part.length > 1 && part.startsWith('0')));
}

/** IP_ADDRESS_F: IPv4 with range check (999.1.1.1 is not one) and IPv6 incl. compressed forms. */
export const ipAddressRecognizer = createPatternRecognizer({
  id: 'ip-address',
  entityType: 'IP_ADDRESS_F',
  // V4 starts with a digit that its lookbehind keeps from following another: at a digit run of
  // 1-3 digits followed by a dot.
  patterns: [
    { regex: V4, starts: atDigitRuns({ maxDigits: 3, next: '.' }) },
    { regex: V6, starts: ipv6Starts },
  ],
  evaluate(m) {
    const text = m[0];
    if (!text.includes(':')) {
      return isIpv4(text) ? matchCandidate(m, 0.85, 'IPv4 address: four numbers 0-255') : undefined;
    }
    // "14:30:00" and similar clock times are not addresses: demand a valid address with either
    // a compression marker or all eight groups.
    if (!isIPv6(text) || (!text.includes('::') && text.split(':').length < 8)) return undefined;
    if ((text.match(/[0-9a-f]{1,4}/giu) ?? []).length < 2) return undefined;
    return matchCandidate(m, 0.85, 'IPv6 address');
  },
  context: {
    positive: ['ip', 'ip-adresse', 'ip address', 'server', 'host', 'innlogget fra', 'logged in from'],
    // Dotted quads are also version and section numbers.
    negative: ['versjon', 'version', 'v', 'ver', 'kapittel', 'avsnitt', 'punkt', 'tabell', 'figur', 'section', 'chapter', 'release'],
    boost: 0.1,
  },
});
