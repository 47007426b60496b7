// The text to show for a failed release call: the server's own messages, else a general one.
import { answeredBody } from '../api/answered';
import { allMessages } from '../api/errors';

export function failureText(error: unknown, fallback: string): string {
  const messages = allMessages(answeredBody(error));
  return messages.length ? messages.join(' ') : fallback;
}
