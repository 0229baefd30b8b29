import { atDigitRuns, beforeDigitRuns } from '../framework/candidate-starts.ts';
import { createPatternRecognizer, matchCandidate } from '../framework/pattern-recognizer.ts';
import { parseBase58Address } from '../validators/base58check.ts';
import { parseBech32Address } from '../validators/bech32.ts';
import { toEip55 } from '../validators/keccak256.ts';

const BASE58 = /(?<![\p{L}\d])[13][1-9A-HJ-NP-Za-km-z]{25,34}(?![\p{L}\d])/gu;
const BECH32 = /(?<![\p{L}\d])(?:bc1[02-9ac-hj-np-z]{11,71}|BC1[02-9AC-HJ-NP-Z]{11,71})(?![\p{L}\d])/gu;
const ETHEREUM = /(?<![\p{L}\d])0x[0-9a-fA-F]{40}(?![\p{L}\d])/gu;

/** CRYPTO_F: Bitcoin (base58check P2PKH/P2SH, bech32/bech32m) and Ethereum (EIP-55) addresses. */
export const cryptoRecognizer = createPatternRecognizer({
  id: 'crypto',
  entityType: 'CRYPTO_F',
  // BASE58 and ETHEREUM start with a digit ('1' or '3'; the '0' of "0x", a run of one) that
  // their lookbehind keeps from following another: at a digit run. BECH32's '1' after "bc" or
  // "BC" starts a digit run two characters in.
  patterns: [
    { regex: BASE58, starts: atDigitRuns({ first: '13' }) },
    { regex: BECH32, starts: beforeDigitRuns([2], { first: '1', start: 'bB' }) },
    { regex: ETHEREUM, starts: atDigitRuns({ maxDigits: 1, first: '0', next: 'x' }) },
  ],
  evaluate(m) {
    const text = m[0];
    if (text.startsWith('0x')) {
      const hex = text.slice(2);
      const isSingleCase = hex === hex.toLowerCase() || hex === hex.toUpperCase();
      if (isSingleCase) return matchCandidate(m, 0.7, 'Ethereum address (0x + 40 hex digits) without the optional EIP-55 checksum');
      // Mixed case claims an EIP-55 checksum; a wrong one means a typo or not an address.
      if (toEip55(hex) !== hex) return undefined;
      return matchCandidate(m, 0.95, 'Ethereum address with a valid EIP-55 checksum');
    }
    if (/^bc1/i.test(text)) {
      const kind = parseBech32Address(text);
      return kind ? matchCandidate(m, 0.95, `Bitcoin SegWit address with a valid ${kind} checksum`) : undefined;
    }
    const kind = parseBase58Address(text);
    return kind ? matchCandidate(m, 0.95, `Bitcoin ${kind} address with a valid base58check (double SHA-256) checksum`) : undefined;
  },
  context: { positive: ['bitcoin', 'btc', 'ethereum', 'eth', 'wallet', 'lommebok', 'krypto', 'crypto'], boost: 0.05 },
});
