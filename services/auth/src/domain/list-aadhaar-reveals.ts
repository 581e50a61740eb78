import type { Role } from '@ghar/contracts/constants';
import type { AadhaarRevealsQuery } from '@ghar/contracts/http';
import type { AuthDeps } from './ports';

interface Person {
  id: string;
  /** Null when the account no longer exists at all. */
  name: string | null;
  email: string | null;
}

export interface AadhaarRevealView {
  id: string;
  at: string;
  subject: Person;
  actor: Person & { role: Role };
}

/** The audit of full Aadhaar reveals for an admin, newest first, with who and whose by name. */
export async function listAadhaarReveals(
  deps: Pick<AuthDeps, 'users' | 'reveals'>,
  query: AadhaarRevealsQuery,
): Promise<{
  reveals: AadhaarRevealView[];
  total: number;
  totalAtLeast: boolean;
  page: number;
  totalPages: number;
}> {
  const { reveals, total, capped } = await deps.reveals.page({
    subjectId: query.userId,
    page: query.page,
    limit: query.limit,
  });
  const ids = [...new Set(reveals.flatMap((reveal) => [reveal.subjectId, reveal.actorId]))];
  const people = new Map((await deps.users.summaries(ids)).map((person) => [person.id, person]));
  const person = (id: string): Person => {
    const known = people.get(id);
    return { id, name: known?.name ?? null, email: known?.email ?? null };
  };
  return {
    reveals: reveals.map((reveal) => ({
      id: reveal.id,
      at: reveal.at.toISOString(),
      subject: person(reveal.subjectId),
      actor: { ...person(reveal.actorId), role: reveal.actorRole },
    })),
    total,
    totalAtLeast: capped,
    page: query.page,
    totalPages: Math.ceil(total / query.limit),
  };
}
