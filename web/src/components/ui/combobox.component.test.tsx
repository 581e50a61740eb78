import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Combobox } from './combobox';

const LOCALITIES = ['Malviya Nagar', 'Mansarovar', 'Vaishali Nagar'];
const HINDI = new Map([['Malviya Nagar', 'मालवीय नगर']]);

const Field = ({ picked }: { picked: string[] }) => {
  const [value, setValue] = useState('');
  return (
    <Combobox
      label="Locality"
      value={value}
      onChange={setValue}
      onSelect={(option) => picked.push(option)}
      options={LOCALITIES}
      otherNames={HINDI}
    />
  );
};

describe('the type-ahead chosen by keyboard', () => {
  it('when मालवीय is typed, then ArrowDown and Enter pick Malviya Nagar', () => {
    const picked: string[] = [];
    render(<Field picked={picked} />);
    const input = screen.getByRole('combobox', { name: 'Locality' });
    fireEvent.change(input, { target: { value: 'मालवीय' } });
    expect(screen.getByRole('option', { name: 'मालवीय नगर · Malviya Nagar' })).toBeTruthy();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(picked).toEqual(['Malviya Nagar']);
    expect((input as HTMLInputElement).value).toBe('Malviya Nagar');
  });

  it('when the list was closed (focus left and came back, or Escape), then one ArrowDown opens it on the first suggestion and Enter picks it', () => {
    const picked: string[] = [];
    render(<Field picked={picked} />);
    const input = screen.getByRole('combobox', { name: 'Locality' });
    fireEvent.change(input, { target: { value: 'malviya' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(picked).toEqual(['Malviya Nagar']);
  });
});
