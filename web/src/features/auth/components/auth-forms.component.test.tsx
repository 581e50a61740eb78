import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldError } from '@/testing/field-error';
import { renderWithApp } from '@/testing/render-with-app';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

describe('the login form’s rules (spec part 1 §2 Login)', () => {
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

  it('when it is sent empty, then both fields say they are required', async () => {
    renderWithApp(<LoginForm />);
    submit();
    await waitFor(() => expect(fieldError('Email address')).toBe('Email address is required'));
    expect(fieldError('Password')).toBe('Password is required');
    expect(screen.queryByText('Logging in...')).toBeNull();
  });

  it('when the email is not an address, then it says so and the password keeps no error', async () => {
    renderWithApp(<LoginForm initialEmail="meena.at.example" />);
    type('Password', 'anything');
    submit();
    await waitFor(() =>
      expect(fieldError('Email address')).toBe('Please enter a valid email address'),
    );
    expect(fieldError('Password')).toBeNull();
  });
});

describe('the signup form’s rules (spec part 1 §2 Signup)', () => {
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
  const fill = (
    values: Partial<Record<'name' | 'email' | 'mobile' | 'password' | 'aadhaar', string>>,
  ) => {
    const all = {
      name: 'Meena Sharma',
      email: 'meena@example.in',
      mobile: '9876543210',
      password: 'Ghar@2026x',
      aadhaar: '234567890123',
      ...values,
    };
    type(/^Full name/, all.name);
    type(/^Email address/, all.email);
    type(/^Mobile number/, all.mobile);
    type(/^Password/, all.password);
    type(/^Aadhaar number/, all.aadhaar);
  };

  it('when it is sent empty, then every field says what it needs, and a summary lists them', async () => {
    renderWithApp(<SignupForm />);
    submit();
    await waitFor(() => expect(fieldError(/^Full name/)).toBe('Full name is required'));
    expect(fieldError(/^Email address/)).toBe('Email address is required');
    expect(fieldError(/^Aadhaar number/)).toBe('Please enter a valid 12-digit Aadhaar number');
    expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
  });

  it('when the mobile does not start with 6-9, then it is refused', async () => {
    renderWithApp(<SignupForm />);
    fill({ mobile: '5876543210' });
    submit();
    await waitFor(() =>
      expect(fieldError(/^Mobile number/)).toBe('Please enter a valid 10-digit mobile number'),
    );
  });

  it('when the password lacks a special character or an uppercase letter, then the rule it breaks is named', async () => {
    renderWithApp(<SignupForm />);
    fill({ password: 'Ghar2026xy' });
    submit();
    await waitFor(() =>
      expect(fieldError(/^Password/)).toBe(
        'Password must contain at least one special character (@$!%*?&)',
      ),
    );
    fill({ password: 'ghar@2026x' });
    submit();
    await waitFor(() =>
      expect(fieldError(/^Password/)).toBe('Password must contain at least one uppercase letter'),
    );
  });

  it('when the Aadhaar number is typed with letters, then only its digits stay, at most 12', () => {
    renderWithApp(<SignupForm />);
    type(/^Aadhaar number/, '2345-6789-0123-99ab');
    expect(
      (screen.getByLabelText(/^Aadhaar number/, { selector: 'input' }) as HTMLInputElement).value,
    ).toBe('234567890123');
  });
});
