/** One form field: a string, a JSON value (stringified) or files. */
export type FormValue = string | number | boolean | File | Blob | File[] | object;

const isFileList = (value: FormValue): value is Blob[] =>
  Array.isArray(value) && value.every((item) => item instanceof Blob);

/**
 * Builds the multipart body; arrays of files repeat the field, objects become JSON, booleans
 * Python-style ('True'). Text fields go before the files, so the server can start on each file as
 * soon as it has arrived instead of waiting for the whole upload.
 */
export function buildFormData(fields: Record<string, FormValue | undefined>): FormData {
  const form = new FormData();
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, FormValue] => entry[1] !== undefined,
  );
  const isFile = (value: FormValue) => isFileList(value) || value instanceof Blob;
  for (const [name, value] of [
    ...entries.filter(([, v]) => !isFile(v)),
    ...entries.filter(([, v]) => isFile(v)),
  ]) {
    if (isFileList(value)) {
      for (const file of value) form.append(name, file, (file as File).name ?? 'file.pdf');
    } else if (value instanceof Blob) {
      form.append(name, value, (value as File).name ?? 'file.pdf');
    } else if (typeof value === 'boolean') {
      form.append(name, value ? 'True' : 'False');
    } else if (typeof value === 'object') {
      form.append(name, JSON.stringify(value));
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}
