import { VALIDATION_MESSAGES } from '@ghar/contracts/texts';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/property-form.json';
import hi from '@/locales/hi/property-form.json';
import { ruleOf } from './rule-text';
import type { RuleKey } from './rule-text';

const keys = Object.keys(en.rules) as RuleKey[];
const keyPaths = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) =>
        keyPaths(child, prefix ? `${prefix}.${key}` : key),
      )
    : [prefix];

describe('property form texts', () => {
  it('when the Hindi texts are read, then they have exactly the English keys', () => {
    expect(keyPaths(hi).sort()).toEqual(keyPaths(en).sort());
  });

  it('when the English rule texts are read, then each is the contracts text', () => {
    for (const key of keys) {
      const text = VALIDATION_MESSAGES[key];
      const expected = typeof text === 'string' ? text : text('{{file}}');
      expect(en.rules[key], key).toBe(expected);
    }
  });

  it('when the English screen texts are read, then they are the spec ones', () => {
    expect(en.create).toMatchObject({
      title: 'List Your Property',
      submit: 'List Property',
      submitting: 'Creating...',
      success: 'Property listed successfully!',
    });
    expect(en.edit).toMatchObject({
      title: 'Edit Property',
      submit: 'Update Property',
      submitting: 'Updating...',
    });
    expect(en.sections).toMatchObject({
      basic: 'Basic Information',
      pricing: 'Pricing',
      details: 'Property Details',
      amenities: 'Amenities',
      images: 'Property Images',
      documents: 'Ownership Documents',
      location: 'Location Details',
    });
    expect(en.fee.publish).toBe('Publish Property');
    expect(en.fee.untitled).toBe('Your Property');
    expect(en.quick.submitting).toBe('Listing Property...');
    expect(en.location.detected).toBe('Location detected successfully!');
  });
});

describe('ruleOf', () => {
  it('when a message is a rule, then its key is found; a per-file one also gives the file', () => {
    expect(ruleOf('City is required', keys)).toEqual({ key: 'cityRequired' });
    expect(ruleOf(VALIDATION_MESSAGES.notAnImageFile('a b.txt'), keys)).toEqual({
      key: 'notAnImageFile',
      file: 'a b.txt',
    });
    expect(ruleOf('Something else', keys)).toBeNull();
  });
});
