import { describe, expect, it } from 'vitest';
import { findTexts, runRecognizer } from '../test-data.ts';
import { emailRecognizer } from './email.ts';
import { ipAddressRecognizer } from './ip-address.ts';
import { phoneRecognizer } from './phone.ts';
import { urlRecognizer } from './url.ts';

describe('EMAIL_ADDRESS_F', () => {
  it('finds addresses, including æøå and subdomains, without trailing punctuation', () => {
    expect(
      findTexts(emailRecognizer, 'Send til kari.nordmann@eksempel.no, eller bjørn+sak@post.kommune.no.'),
    ).toEqual(['kari.nordmann@eksempel.no', 'bjørn+sak@post.kommune.no']);
  });

  it('ignores near-misses', () => {
    expect(findTexts(emailRecognizer, 'kari@eksempel, @nav.no, kari..n@eksempel.no', 0)).toEqual([]);
  });

  // Page text joins a PDF's lines with "\n"; typesetters break a long address after "@", "." or
  // "-", or before "." or "@" (issue 30, item 15: "9-FAA-…-Inquiry@⏎faa.gov" in the Federal Register).
  it('reads an address that a line break splits, but takes nothing from the next line after a whole address', () => {
    const text = [
      'Spørsmål sendes til saksbehandler.kari@',
      'eksempel.no i dag. Kopi til post@helse-',
      'vest.no og til ola.hansen@eksempel.',
      'no, eller til ola.hansen@eksempel',
      '.no, eller til ola.hansen',
      '@eksempel.no og 9-',
      'SAK-Innsyn@eksempel.no.',
    ].join('\n');
    expect(findTexts(emailRecognizer, text)).toEqual([
      'saksbehandler.kari@\neksempel.no',
      'post@helse-\nvest.no',
      'ola.hansen@eksempel.\nno',
      'ola.hansen@eksempel\n.no',
      'ola.hansen\n@eksempel.no',
      '9-\nSAK-Innsyn@eksempel.no',
    ]);
    // Near-misses: an address that ends its line, or a sentence or an abbreviation that ends the
    // line before one, takes nothing from the other line; a domain without a top level is none.
    const whole = [
      'Skriv til kari@eksempel.no',
      'for mer informasjon, eller til kari@eksempel.no.',
      'it is the same address. Send svaret til saksbehandleren.',
      'post@eksempel.no, f.eks.',
      'post@eksempel.no. Ikke til ola@eksempel.',
      'The office.',
    ].join('\n');
    expect(findTexts(emailRecognizer, whole, 0)).toEqual([
      'kari@eksempel.no',
      'kari@eksempel.no',
      'post@eksempel.no',
      'post@eksempel.no',
    ]);
  });
});

describe('URL_F', () => {
  it('finds http(s), www. and bare domains with a common TLD', () => {
    const text =
      'Se https://www.eksempel.no/skjema?id=4. Eller www.nav.no, og helsenorge.no/vaksiner (les mer).';
    expect(findTexts(urlRecognizer, text)).toEqual([
      'https://www.eksempel.no/skjema?id=4',
      'www.nav.no',
      'helsenorge.no/vaksiner',
    ]);
  });

  it('does not take Norwegian abbreviations or e-mail domains for URLs', () => {
    expect(
      findTexts(
        urlRecognizer,
        'f.eks. bl.a. m.m. o.l. dvs. kl. 14, rapport.pdf, kari@nav.no og brevet.Se vedlegg',
        0,
      ),
    ).toEqual([]);
  });

  it('scores a bare domain lower than a full URL', () => {
    const [bare, full] = runRecognizer(urlRecognizer, 'eksempel.no og https://eksempel.no');
    expect(bare!.score).toBeLessThan(full!.score);
  });
});

describe('IP_ADDRESS_F', () => {
  it('finds IPv4 in range and IPv6 including compressed forms', () => {
    const text =
      'Fra 192.168.1.10 og 10.0.0.255, v6 2001:db8:0:0:1:0:0:1, 2001:db8::1, ::ffff:192.0.2.1 og fe80::1';
    expect(findTexts(ipAddressRecognizer, text)).toEqual([
      '192.168.1.10',
      '10.0.0.255',
      '2001:db8:0:0:1:0:0:1',
      '2001:db8::1',
      '::ffff:192.0.2.1',
      'fe80::1',
    ]);
  });

  it('rejects out-of-range IPv4, version-like runs and clock times', () => {
    expect(
      findTexts(ipAddressRecognizer, 'IP 999.1.1.1, 1.2.3.4.5, 256.0.0.1, kl 14:30:00, ratio 1:2', 0),
    ).toEqual([]);
  });
});

describe('NO_PHONE_NUMBER_F', () => {
  it('finds Norwegian numbers in the usual formats', () => {
    const text =
      'Tlf +47 912 34 567, mobil 91234567, sentralbord 22 33 44 55, 0047 41234567, 004741234568 og (+47) 22 33 44 56.';
    const expected = [
      '+47 912 34 567',
      '91234567',
      '22 33 44 55',
      '0047 41234567',
      '004741234568',
      '(+47) 22 33 44 56',
    ];
    expect(findTexts(phoneRecognizer, text)).toEqual(expected);
  });

  it('raises the score with a phone word and names it in the reason', () => {
    const [plain] = runRecognizer(phoneRecognizer, 'Nummeret er 91234567');
    const [withWord] = runRecognizer(phoneRecognizer, 'Telefonnummer: 91234567');
    expect(withWord!.score).toBeGreaterThan(plain!.score);
    expect(withWord!.reason).toContain("'telefon'");
    expect(withWord!.reason).not.toContain('91234567');
    const [office] = runRecognizer(phoneRecognizer, 'Kontoret: 22 33 44 55');
    expect(office!.score).toBeGreaterThanOrEqual(0.5);
  });

  it('scores invoice, customer, case and org numbers in phone ranges below the default threshold', () => {
    for (const prefix of ['Fakturanummer:', 'Kundenr.', 'Saksnummer', 'Org.nr.', 'Invoice', 'Case no.']) {
      const hits = runRecognizer(phoneRecognizer, `${prefix} 91234567`);
      expect(hits).toHaveLength(1);
      expect(hits[0]!.score, prefix).toBeLessThan(0.5);
    }
  });

  it('finds a compact +47 number and a labelled number in a range the numbering plan does not list', () => {
    expect(findTexts(phoneRecognizer, 'Ring meg på +4749343782 i morgen.')).toEqual(['+4749343782']);
    expect(findTexts(phoneRecognizer, 'Tlf. 58 12 34 56, mobil: 59123456, telefon 493 43 782')).toEqual([
      '58 12 34 56',
      '59123456',
      '493 43 782',
    ]);
    expect(findTexts(phoneRecognizer, 'Telefon nr. 58 12 34 56 og tlf.nr. 49343782')).toEqual([
      '58 12 34 56',
      '49343782',
    ]);
    const [unlisted] = runRecognizer(phoneRecognizer, 'Mobil 49343782');
    expect(unlisted!.reason).toContain('does not list');
  });

  it('does not take an unlisted range for a phone number without a phone word or +47', () => {
    expect(findTexts(phoneRecognizer, 'Beløpet 58123456 gjelder 49343782 og 59 12 34 56.')).toEqual([]);
  });

  it('keeps a number that wraps after +47 or after a phone word whole, but never joins two lines of figures', () => {
    expect(findTexts(phoneRecognizer, 'eller mobil +47\n649 51 995. Neste')).toEqual(['+47\n649 51 995']);
    expect(findTexts(phoneRecognizer, 'Mor kan nås på mobil 33 22 29\n97 på dagtid')).toEqual([
      '33 22 29\n97',
    ]);
    expect(findTexts(phoneRecognizer, 'Sum 2024 1234\n9123 4567', 0)).toEqual(['2024 1234', '9123 4567']);
  });

  it('scores a number right after another kind of number label below the default threshold', () => {
    expect(
      findTexts(phoneRecognizer, 'Mor har fått nytt nummer: +4741234567, og nr. 91234567 er sagt opp.'),
    ).toEqual(['+4741234567', '91234567']);
    for (const label of ['Rekvisisjonsnummer', 'Ansattnr.', 'byggesak', 'Bestillings-ID']) {
      const [hit] = runRecognizer(phoneRecognizer, `${label} 67718352`);
      expect(hit!.score, label).toBeLessThan(0.5);
    }
  });

  it('ignores numbers that are not valid phone numbers and dates', () => {
    expect(
      findTexts(phoneRecognizer, 'Ring 1234 eller 12345678901234, dato 12.03.2024, 2024-03-12', 0),
    ).toEqual([]);
  });
});
