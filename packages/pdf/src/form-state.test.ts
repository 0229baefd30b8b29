import { describe, expect, it } from 'vitest';
import { scanContentOps } from './content-ops.ts';
import { explicitDefaults } from './form-state.ts';
import { mupdf } from './mupdf-runtime.ts';

function form(content: string): import('mupdf').PDFObject {
  const doc = new mupdf.PDFDocument();
  return doc.addStream(content, { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 10, 10] });
}

describe('scanContentOps', () => {
  it('reads operators with numeric operands and steps over strings, arrays, dictionaries and inline images', () => {
    const ops: string[] = [];
    const bytes = new TextEncoder().encode(
      '0 Tc (a (nested) \\) Tc) Tj [(x) -20 (y)] TJ /P <</MCID 3>> BDC EMC BI /W 1 /H 1 /BPC 8 /CS /G ID \x00EI\x01 EI 2 Tw % 9 Tz\nQ',
    );
    scanContentOps(bytes, (op, operands) =>
      ops.push(`${operands.map((o) => (typeof o === 'object' ? `/${o.name}` : o)).join(',')} ${op}`),
    );
    expect(ops).toEqual(['0 Tc', 'other Tj', 'other TJ', '/P,other BDC', ' EMC', ' BI', '2 Tw', ' Q']);
  });
});

describe('explicitDefaults', () => {
  it('names the defaults a form sets before it draws (an Acrobat header form)', () => {
    expect(explicitDefaults(form('BT /F 1 Tf 0 Tc 0 Tw 0 Ts 100 Tz 0 Tr 12 0 0 12 0 0 Tm (x) Tj ET'))).toBe(
      '0 Tc 0 Tw 100 Tz 0 Ts 0 Tr',
    );
  });

  it('leaves alone what the form inherits from its caller, even if it sets it later', () => {
    expect(explicitDefaults(form('BT /F 1 Tf (inherits) Tj 0 Tc (then resets) Tj ET'))).toBe('');
    expect(explicitDefaults(form('BT /F 1 Tf 2 Tc (own value) Tj ET'))).toBe('');
  });

  it('follows q and Q: a default set inside a saved state no longer holds after it is restored', () => {
    expect(explicitDefaults(form('q 0 Tc Q BT /F 1 Tf (x) Tj ET'))).toBe('');
    expect(explicitDefaults(form('q 1 w 0 0 m 5 5 l S Q'))).toBe('1 w');
  });

  it('counts the spacing the " operator sets', () => {
    expect(explicitDefaults(form('BT /F 1 Tf 0 0 (x) " ET'))).toBe('0 Tc 0 Tw');
  });
});
