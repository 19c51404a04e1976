declare module '@adobe/structured-data-validator' {
  /** Issues Google's rich-result rules (and schema.org's, given its vocabulary) find in extracted data. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: {
      jsonld?: Record<string, unknown[]>;
    }): Promise<{ issueMessage: string; severity: 'ERROR' | 'WARNING'; fieldNames?: string[] }[]>;
  }
}
