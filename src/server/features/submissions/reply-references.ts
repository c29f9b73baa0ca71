import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { submissionReplyTokens } from '../../db/schema';
import { hashToken } from '../../platform/tokens';

/**
 * A revision-request email's reference: 128 random bits, stored only hashed, that a reply quotes in its subject so
 * the reply is matched to its submission by something only the email's readers know, never by the sender alone.
 */
export async function issueReplyReference(tx: DbOrTx, submissionId: string): Promise<string> {
  const reference = randomBytes(16).toString('base64url');
  await tx.insert(submissionReplyTokens).values({ tokenHash: hashToken(reference), submissionId });
  return reference;
}

/** The submission a reference was issued for, or null (unknown, or its submission was deleted). */
export async function submissionForReplyReference(db: DbOrTx, reference: string): Promise<string | null> {
  const [row] = await db
    .select({ submissionId: submissionReplyTokens.submissionId })
    .from(submissionReplyTokens)
    .where(eq(submissionReplyTokens.tokenHash, hashToken(reference)));
  return row?.submissionId ?? null;
}
