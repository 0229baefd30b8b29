import { detectPagesByMethod, createEngineRegistry, FAST_ENGINE } from '@sladd/detect';
const words = 'Ola Nordmann bor i Storgata 1, 0155 Oslo, tlf. 912 34 567. Kari Hansen ringte fra Bergen om saken 2024/123.'.split(' ')
  .map((text, i) => ({ text, line: 0, bbox: { x0: i * 40, y0: 100, x1: i * 40 + 36, y1: 112 } }));
const page = { page: 1, width: 595, height: 842, rotation: 0, hasTextLayer: true, words };
const r = detectPagesByMethod([page], { methods: { fast: ['ALL_FAST'] }, threshold: 0.5 }, createEngineRegistry([FAST_ENGINE]));
globalThis.__result = r[0].sensitive.length;
