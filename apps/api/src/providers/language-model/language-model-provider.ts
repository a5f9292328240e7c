/** A JSON Schema the answer must follow (chat completions' strict structured output). */
export interface JsonSchemaFormat {
  name: string;
  schema: Record<string, unknown>;
}

export interface JsonCompletionRequest {
  system: string;
  user: string;
  format: JsonSchemaFormat;
  signal?: AbortSignal;
}

/** A language model asked for one JSON answer; the caller validates it with its own zod schema. */
export interface LanguageModelProvider {
  readonly name: string;
  completeJson(request: JsonCompletionRequest): Promise<unknown>;
}
