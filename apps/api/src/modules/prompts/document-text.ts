import { extractText, getDocumentProxy } from 'unpdf';
import { badRequest } from '../../lib/http-error';

/** Longest document text handed to a prompt; the rest is cut with a note (keeps calls in budget). */
const DOCUMENT_TEXT_MAX = 60_000;

/** The text of an uploaded file a prompt can read: plain text, CSV, JSON and PDF. */
export const documentText = async (bytes: Buffer, ext: string, fileName: string): Promise<string> => {
  let text: string;
  if (ext === 'txt' || ext === 'csv' || ext === 'json') {
    text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  } else if (ext === 'pdf') {
    try {
      const pdf = await getDocumentProxy(new Uint8Array(bytes));
      const out = await extractText(pdf, { mergePages: true });
      text = out.text;
    } catch {
      throw badRequest('The PDF could not be read', [`s3Key: ${fileName} is not a readable PDF`]);
    }
  } else {
    throw badRequest('This file type cannot be read yet', [
      `s3Key: ${fileName}: prompts can read PDF and TXT files (upload the resume as PDF)`,
    ]);
  }
  text = text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
  if (!text)
    throw badRequest('The file has no text', [`s3Key: ${fileName} has no readable text (a scanned image?)`]);
  return text.length > DOCUMENT_TEXT_MAX
    ? `${text.slice(0, DOCUMENT_TEXT_MAX)}\n[… cut at ${DOCUMENT_TEXT_MAX} characters]`
    : text;
};
