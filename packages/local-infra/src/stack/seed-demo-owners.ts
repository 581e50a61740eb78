import { DEMO_OWNER_EMAIL_DOMAIN } from '@ghar/contracts/constants';

/**
 * The demo owners of a local run: accounts in auth that the listings service's sample market
 * (SEED_SAMPLE_LISTINGS) is listed under once auth's UserRegistered events reach it. Created
 * through the gateway's admin API as the demo admin; an existing account (409) is left as is.
 */
const DEMO_OWNERS = [
  'Rajesh Agarwal',
  'Sunita Choudhary',
  'Vikram Singh Rathore',
  'Priya Mehta',
  'Imran Qureshi',
  'Kavita Joshi',
];

const emailOf = (name: string) =>
  `${name.toLowerCase().split(' ').join('.')}@${DEMO_OWNER_EMAIL_DOMAIN}`;

export async function seedDemoOwners(options: {
  gatewayUrl: string;
  adminEmail: string;
  adminPassword: string;
  log: (line: string) => void;
}): Promise<void> {
  const login = await fetch(`${options.gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: options.adminEmail, password: options.adminPassword }),
  });
  if (!login.ok) {
    options.log(`Demo owners not created: the admin sign-in answered ${login.status}`);
    return;
  }
  const { data } = (await login.json()) as { data: { token: string } };
  let created = 0;
  for (const name of DEMO_OWNERS) {
    const res = await fetch(`${options.gatewayUrl}/api/admin/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
      body: JSON.stringify({ name, email: emailOf(name), role: 'USER' }),
    });
    if (res.ok) created += 1;
    else if (res.status !== 409) options.log(`Demo owner ${name} not created (${res.status})`);
  }
  if (created > 0) options.log(`Created ${created} demo owners for the sample listings`);
}
