import { describe, expect, it } from 'vitest';
import { localityMatcher, soundKey, transliterate } from './sound-key';

const locality = (name: string) => ({ locality: name.toLowerCase(), localityKey: soundKey(name) });

describe('locality names across scripts and typos', () => {
  it('when Devanagari is transliterated, then consonants carry their vowel unless a sign or virama follows', () => {
    expect(transliterate('नगर')).toBe('nagara');
    expect(transliterate('शास्त्री')).toBe('shastri');
    expect(transliterate('झोटवाड़ा')).toBe('jhotavara');
  });

  it('when a name is written in Hindi or in English, then both have one sound key', () => {
    const pairs = [
      ['Malviya Nagar', 'मालवीय नगर'],
      ['Vaishali Nagar', 'वैशाली नगर'],
      ['Vidhyadhar Nagar', 'विद्याधर नगर'],
      ['Jhotwara', 'झोटवाड़ा'],
      ['Shastri Nagar', 'शास्त्री नगर'],
      ['Sanganer', 'सांगानेर'],
      ['Jaipur', 'जयपुर'],
    ];
    for (const [english, hindi] of pairs) expect(soundKey(hindi)).toBe(soundKey(english));
    expect(soundKey('Mansarovar')).not.toBe(soundKey('Malviya Nagar'));
  });

  it('when the locality is typed in the other script, then it matches by sound, in the same script it does not', () => {
    expect(localityMatcher('मालवीय नगर')(locality('Malviya Nagar'))).toBe(true);
    expect(localityMatcher('Malviya Nagar')(locality('मालवीय नगर'))).toBe(true);
    expect(localityMatcher('मालवीय')(locality('Malviya Nagar'))).toBe(true);
    expect(localityMatcher('मानसरोवर')(locality('Malviya Nagar'))).toBe(false);
    // Same script: the loose key would let "Malvi Nagr" in; only one typo per word is forgiven.
    expect(localityMatcher('Mlvy Ngr')(locality('Malviya Nagar'))).toBe(false);
  });

  it('when a word of 5+ letters has one typo, then it still matches, two typos or short words do not', () => {
    expect(localityMatcher('Malviya Nagr')(locality('Malviya Nagar'))).toBe(true);
    expect(localityMatcher('malvia nagar')(locality('Malviya Nagar'))).toBe(true);
    expect(localityMatcher('Malvya Nagr')(locality('Malviya Nagar'))).toBe(true);
    expect(localityMatcher('Malvy Nagar')(locality('Malviya Nagar'))).toBe(false);
    expect(localityMatcher('Mansarovr')(locality('Malviya Nagar'))).toBe(false);
    expect(localityMatcher('Kota')(locality('Kuta'))).toBe(false);
  });

  it('when part of the name is typed, then it matches as before', () => {
    expect(localityMatcher('malviya n')(locality('Malviya Nagar'))).toBe(true);
  });
});
