import type {
  ReviewDocument,
  VerificationDecisionAnswer,
  VerificationReview,
} from '@fairline/shared/wire/backoffice-verification';
import type { RejectionReason } from '@fairline/shared/wire/verification';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../api';
import { ErrorText } from '../components/error-text';
import { at, nameOf } from './verification-page';

// Staff read English (ADR 0042); the player's page shows the same reason in their language.
const REASON_LABELS: Record<RejectionReason, string> = {
  document_unreadable: 'Document unreadable',
  document_expired: 'Document expired',
  data_mismatch: 'Data does not match the document',
  face_mismatch: 'Selfie does not match the document',
  underage: 'Under age',
};

/** One document: an image inline, a PDF as links; both read through the audited staff route. */
function DocumentView({ userId, doc }: { userId: number; doc: ReviewDocument }) {
  const src = `/admin-api/verification/${userId}/documents/${doc.id}`;
  const caption = `${doc.type} · ${doc.mime} · ${Math.ceil(doc.size / 1024)} KB · uploaded ${at(doc.uploaded_at)}`;
  return (
    <figure className="document">
      {doc.mime === 'application/pdf' ? (
        <p>
          <a href={src} target="_blank" rel="noopener noreferrer">
            Open PDF ({doc.type})
          </a>{' '}
          ·{' '}
          <a href={src} download={`${doc.type}.pdf`}>
            Download
          </a>
        </p>
      ) : (
        <a href={src} target="_blank" rel="noopener noreferrer">
          <img src={src} alt={`${doc.type} of player ${userId}`} className="document-image" />
        </a>
      )}
      <figcaption className="muted">{caption}</figcaption>
    </figure>
  );
}

/** Approve, or reject with a reason the player is told and a note kept in the audit log. */
function DecisionForms({ userId }: { userId: number }) {
  const client = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (path: 'approve' | 'reject', body: object) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await api<VerificationDecisionAnswer>(`/verification/${userId}/${path}`, { method: 'POST', body });
      setDone(`Decided: ${answer.status}${answer.reason ? ` (${answer.reason})` : ''}`);
      await client.invalidateQueries({ queryKey: ['verification'] });
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  const form = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    return new FormData(e.currentTarget);
  };
  return (
    <section aria-label="Decision">
      <h2>Decision</h2>
      <form className="reply" aria-label="Approve" onSubmit={(e) => send('approve', { note: form(e).get('note') })}>
        <label>
          Note (what was checked)
          <textarea name="note" maxLength={500} rows={2} />
        </label>
        <div>
          <button type="submit" disabled={busy}>
            Approve
          </button>
        </div>
      </form>
      <form
        className="reply"
        aria-label="Reject"
        onSubmit={(e) => {
          const data = form(e);
          return send('reject', { reason: data.get('reason'), note: data.get('note') });
        }}
      >
        <label>
          Reason the player sees
          <select name="reason" required defaultValue="">
            <option value="" disabled>
              Choose…
            </option>
            {Object.entries(REASON_LABELS).map(([r, label]) => (
              <option key={r} value={r}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Note (kept in the audit log)
          <textarea name="note" required minLength={3} maxLength={500} rows={2} />
        </label>
        <div>
          <button type="submit" disabled={busy}>
            Reject
          </button>
        </div>
      </form>
      {done && (
        <p className="muted" role="status">
          {done}
        </p>
      )}
      <ErrorText error={error} />
    </section>
  );
}

/** A player's verification: the identity data as typed, the documents, and the decision (ADR 0050). */
export function VerificationReviewPage() {
  const { id } = useParams();
  const review = useQuery({
    queryKey: ['verification', 'review', id],
    queryFn: () => api<VerificationReview>(`/verification/${id}`),
  });
  if (review.error) return <ErrorText error={review.error} />;
  const v = review.data;
  if (!v) return <p>Loading…</p>;
  return (
    <>
      <h1>
        Verification · <Link to={`/admin/players/${v.user_id}`}>player {v.user_id}</Link>
      </h1>
      <dl className="facts">
        <dt>Status</dt>
        <dd data-testid="verification-status">
          {v.status}
          {v.reason ? `: ${REASON_LABELS[v.reason]}` : ''}
          {v.status === 'pending' && v.provider_session_open ? ' (a provider check is open too)' : ''}
        </dd>
        <dt>Name on the document</dt>
        <dd>{nameOf(v)}</dd>
        <dt>Date of birth</dt>
        <dd>{v.birth_date ?? '—'}</dd>
        <dt>Document number</dt>
        <dd>{v.document_number ?? '—'}</dd>
        <dt>Country · brand</dt>
        <dd>
          {v.country} · {v.brand}
        </dd>
        <dt>E-mail</dt>
        <dd>{v.email ?? '—'}</dd>
        <dt>Submitted</dt>
        <dd>{at(v.submitted_at)}</dd>
        <dt>Decided</dt>
        <dd>{at(v.decided_at)}</dd>
      </dl>
      <h2>Documents</h2>
      {v.documents.length === 0 ? (
        <p className="muted">No documents uploaded</p>
      ) : (
        <div className="documents">
          {v.documents.map((d) => (
            <DocumentView key={d.id} userId={v.user_id} doc={d} />
          ))}
        </div>
      )}
      {v.status === 'pending' && <DecisionForms userId={v.user_id} />}
    </>
  );
}
