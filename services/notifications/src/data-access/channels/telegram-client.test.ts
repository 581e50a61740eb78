import { describe, expect, it } from 'vitest';
import { redactBotToken } from './telegram-client';

describe('redactBotToken', () => {
  const token = '123456:secret-token';

  it('when an error text carries the Bot API address, then the token is cut out', () => {
    const text = `invalid json response body at http://api.example/bot${token}/getMe reason: Unexpected token <`;
    const redacted = redactBotToken(text, token);
    expect(redacted).not.toContain('secret-token');
    expect(redacted).toBe(
      'invalid json response body at http://api.example/bot[redacted]/getMe reason: Unexpected token <',
    );
  });

  it('when the token appears on its own or another token is in an address, then neither survives', () => {
    expect(redactBotToken(`token ${token} refused`, token)).toBe('token [redacted] refused');
    expect(redactBotToken('at /bot999:other/sendMessage', token)).toBe(
      'at /bot[redacted]/sendMessage',
    );
  });

  it('when the text has no token, then it is unchanged', () => {
    expect(redactBotToken('Telegram API failed: 502: Bad Gateway', token)).toBe(
      'Telegram API failed: 502: Bad Gateway',
    );
  });
});
