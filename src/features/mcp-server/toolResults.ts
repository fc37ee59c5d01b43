// How a tool answers: the JSON as text (what every client shows the model) and as structured content.
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';

export function jsonResult(value: Record<string, unknown>): CallToolResult {
  return {content: [{type: 'text', text: JSON.stringify(value, null, 1)}], structuredContent: value};
}

/** A call the agent can fix: said in words, flagged as an error. */
export function errorResult(message: string): CallToolResult {
  return {content: [{type: 'text', text: message}], isError: true};
}
