import { z } from 'zod';
import { textSourceSchema } from './pdf.ts';

/**
 * Events of POST /batch/multi_detect?stream=true that concern text recognition (decision 0020).
 * A page without a text layer is read by OCR before the file's pages are detected:
 * page_ocr_started and page_ocr_completed come for each such page (two pages may be read at a
 * time), then page_started / page_completed for every page as before, with `text_source` saying
 * where that page's words came from.
 */
export const OCR_STREAM_EVENTS = ['page_ocr_started', 'page_ocr_completed'] as const;
export type OcrStreamEvent = (typeof OCR_STREAM_EVENTS)[number];

/**
 * Which uploaded file an event is about. `file_index` is the file's position among the request's
 * file parts (0-based, in upload order, rejected files counted too), so the client that sent the
 * files knows which one it is even when two share a name (decision 0023). `file_name` stays for
 * compatibility; it is not unique. Every event about one file carries both: file_started,
 * page_started, page_completed, page_ocr_started, page_ocr_completed, file_completed, and an
 * `error` about one file.
 */
export const streamFileRefSchema = z.object({
  file_name: z.string(),
  file_index: z.number().int().min(0),
});
export type StreamFileRef = z.infer<typeof streamFileRefSchema>;

const pageOfFile = streamFileRefSchema.extend({
  page_number: z.number().int().min(1),
  total_pages: z.number().int().min(1),
});

export const pageOcrStartedEventSchema = pageOfFile.extend({ ocr: z.literal('started') });
export const pageOcrCompletedEventSchema = pageOfFile.extend({
  ocr: z.literal('completed'),
  words_count: z.number().int().min(0),
  /** Seconds the page took to render and read. */
  ocr_time: z.number(),
});
export type PageOcrStartedEvent = z.infer<typeof pageOcrStartedEventSchema>;
export type PageOcrCompletedEvent = z.infer<typeof pageOcrCompletedEventSchema>;

/** The fields page_completed gained: where the page's words came from. */
export const pageCompletedTextSourceSchema = z.object({
  has_text_layer: z.boolean(),
  text_source: textSourceSchema,
});

/** The fields file_completed's results.performance (and a search result) gained. */
export const fileOcrSummarySchema = z.object({
  /** Pages whose words were read by OCR. */
  ocr_pages: z.array(z.number().int()),
  /** Pages without a text layer on which no words could be read: nothing can be found there. */
  unreadable_pages: z.array(z.number().int()),
});
export type FileOcrSummary = z.infer<typeof fileOcrSummarySchema>;
