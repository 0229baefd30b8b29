import { describe, expect, it } from 'vitest';
import { inferEventName, parseSseBlock, splitSseBuffer } from './sse.ts';

describe('server-sent events', () => {
  it('reads the event name and JSON data of a block', () => {
    expect(parseSseBlock('event: page_started\ndata: {"file_name":"a.pdf","page_number":2}')).toEqual({
      event: 'page_started',
      data: { file_name: 'a.pdf', page_number: 2 },
    });
  });

  it('infers a missing event name from the data', () => {
    expect(parseSseBlock('data: {"success_rate":100}')?.event).toBe('batch_completed');
    expect(inferEventName({ file_name: 'a', pages_completed: 1 })).toBe('page_completed');
    expect(inferEventName({ error_message: 'x' })).toBe('error');
  });

  it('keeps an unfinished block for the next chunk', () => {
    const { blocks, rest } = splitSseBuffer('event: a\ndata: {}\n\nevent: b\ndata: {"x"');
    expect(blocks).toEqual(['event: a\ndata: {}']);
    expect(rest).toBe('event: b\ndata: {"x"');
  });

  it('turns unreadable data into a failed marker instead of throwing', () => {
    expect(parseSseBlock('event: page_completed\ndata: {oops')?.data).toMatchObject({ failed: true });
  });

  it('ignores comments and empty blocks', () => {
    expect(parseSseBlock(': keep-alive')).toBeNull();
  });
});

describe('sealed data without a key', () => {
  it('becomes the failed placeholder under its own name (spec 2 §4)', () => {
    expect(parseSseBlock('event: page_completed\ndata: {"encrypted_data":"abc"}')).toEqual({
      event: 'page_completed',
      data: { failed: true, decryption_failed: true },
    });
  });
});
