declare module 'word-extractor' {
  export default class WordExtractor {
    extract(input: Buffer | string): Promise<{ getBody(): string }>;
  }
}
declare module '@jsonresume/schema' {
  export function validate(
    resume: unknown,
    callback: (errors: { property: string; message: string }[] | null, valid: boolean) => void,
  ): void;
  export const schema: Record<string, unknown>;
}
