import { readConfig } from '../src/config';
import { wantsPretty } from '../src/logger';

describe('configuration from the environment', () => {
  test('switches read 1/0, true/false and on/off, and are off when unset', () => {
    expect(readConfig({}).fanout).toBe(false);
    expect(readConfig({ FANOUT: '1' }).fanout).toBe(true);
    expect(readConfig({ FANOUT: 'ON' }).fanout).toBe(true);
    expect(readConfig({ FANOUT: 'false' }).fanout).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  test('a switch with any other value stops the start with a sentence naming it', () => {
    expect(() => readConfig({ FANOUT: 'yes' })).toThrow('FANOUT must be 1 or 0 (or true/false, on/off), got "yes"');
    expect(() => readConfig({ TRUST_PROXY: 'enabled' })).toThrow(/TRUST_PROXY must be 1 or 0/);
  });

  test('production is NODE_ENV=production, as the Docker image sets it, and nothing else', () => {
    expect(readConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(readConfig({}).production).toBe(false);
    expect(readConfig({ NODE_ENV: 'test' }).production).toBe(false);
  });

  test('numbers out of range are refused by name', () => {
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT must be/);
  });

  test('log format: json, pretty or auto; auto is pretty only on a terminal outside production with pino-pretty installed', () => {
    expect(readConfig({}).logFormat).toBe('auto');
    expect(readConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => readConfig({ LOG_FORMAT: 'fancy' })).toThrow('LOG_FORMAT must be json, pretty or auto, got "fancy"');
    const dev = { tty: true, nodeEnv: undefined, prettyInstalled: true };
    expect(wantsPretty('auto', dev)).toBe(true);
    expect(wantsPretty('auto', { ...dev, tty: false })).toBe(false);
    expect(wantsPretty('auto', { ...dev, nodeEnv: 'production' })).toBe(false);
    expect(wantsPretty('auto', { ...dev, prettyInstalled: false })).toBe(false);
    expect(wantsPretty('json', dev)).toBe(false);
    expect(wantsPretty('pretty', { tty: false, nodeEnv: 'production', prettyInstalled: true })).toBe(true);
  });

  test('metrics need a token of at least 16 characters, and are off without one', () => {
    expect(readConfig({}).metricsToken).toBeNull();
    expect(readConfig({ METRICS_TOKEN: 'a'.repeat(16) }).metricsToken).toBe('a'.repeat(16));
    expect(() => readConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 16 characters long');
  });
});
