import { ERROR_MESSAGES, ERROR_TOASTS, SUCCESS_MESSAGES } from '@ghar/contracts/texts';
import { describe, expect, it } from 'vitest';
import { resources } from './index';

// Every English namespace, those that load with their screens (features/legal/i18n.ts, the
// maps' components/map/leaflet-map.tsx …) too: each file of en/, not `resources.en`, which
// i18next may have grown by whatever an earlier test file in the worker loaded.
const english = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: unknown }>('./en/*.json', { eager: true })).map(
    ([path, module]) => [path.replace(/^\.\/en\/|\.json$/g, ''), module.default],
  ),
);

const keyPaths = (value: unknown, prefix = ''): string[] => {
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`];
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
};

const devanagari = /[\u0900-\u097F]/;
const leaves = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(leaves)
      : [];

describe('locales', () => {
  it.each(Object.keys(english))(
    'when the %s namespace is read in Hindi, then it has exactly the English keys',
    (namespace) => {
      const hindi = (resources.hi as Record<string, unknown>)[namespace];
      expect(keyPaths(hindi).sort()).toEqual(keyPaths(english[namespace]).sort());
    },
  );

  it('when Hindi texts are read, then most are written in Devanagari', () => {
    const texts = Object.values(resources.hi).flatMap(leaves);
    const hindi = texts.filter((text) => devanagari.test(text));
    expect(hindi.length / texts.length).toBeGreaterThan(0.9);
  });

  it('when the English transport and toast texts are read, then they are the spec texts of contracts', () => {
    const { transport, toast } = resources.en.errors;
    expect(transport).toMatchObject({
      network: ERROR_MESSAGES.network,
      timeout: ERROR_MESSAGES.timeout,
      status0: ERROR_MESSAGES.cannotConnect,
      server: ERROR_MESSAGES.serverError,
      notFound: ERROR_MESSAGES.routeNotFound,
      unavailable: ERROR_MESSAGES.serviceUnavailable,
      unexpected: ERROR_MESSAGES.unexpected,
    });
    expect(toast.network).toMatchObject(ERROR_TOASTS.network);
    expect(toast.timeout).toMatchObject(ERROR_TOASTS.timeout);
    expect(toast.server).toMatchObject(ERROR_TOASTS.server);
    expect(toast.unavailable).toMatchObject(ERROR_TOASTS.unavailable);
    expect(toast.unauthorized).toMatchObject(ERROR_TOASTS.auth);
    expect(toast.forbidden).toMatchObject(ERROR_TOASTS.forbidden);
    expect(toast.notFound.title).toBe(ERROR_TOASTS.notFound.title);
    expect(toast.validation.title).toBe(ERROR_TOASTS.validation.title);
    expect(toast.property.notFound.title).toBe(ERROR_TOASTS.propertyNotFound.title);
    expect(toast.property.accessDenied.title).toBe(ERROR_TOASTS.propertyAccessDenied.title);
    expect(toast.property.alreadyExists.title).toBe(ERROR_TOASTS.propertyExists.title);
    expect(toast.property.generic.title).toBe(ERROR_TOASTS.property.title);
    expect(toast.booking.alreadyBooked.title).toBe(ERROR_TOASTS.propertyAlreadyBooked.title);
    expect(toast.booking.payment.title).toBe(ERROR_TOASTS.payment.title);
    expect(toast.booking.dealerCode.title).toBe(ERROR_TOASTS.invalidDealerCode.title);
    expect(toast.booking.generic.title).toBe(ERROR_TOASTS.booking.title);
    expect(toast.upload.tooLarge.title).toBe(ERROR_TOASTS.fileTooLarge.title);
    expect(toast.upload.invalidFormat.title).toBe(ERROR_TOASTS.invalidFileFormat.title);
    expect(toast.upload.corrupted.title).toBe(ERROR_TOASTS.fileCorrupted.title);
    expect(toast.upload.generic.title).toBe(ERROR_TOASTS.upload.title);
    expect(toast.fallback).toMatchObject(ERROR_TOASTS.fallback);
  });

  it('when the logout toast is read in English, then it is the spec text', () => {
    expect(resources.en.common.toast.loggedOut).toBe(SUCCESS_MESSAGES.loggedOut);
  });
});
