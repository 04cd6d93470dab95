import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminClaim, ClaimStatusChange } from '@/shared/schemas/warranty';
import {
  CLAIM_RESOLUTION_LABELS,
  CLAIM_RESOLUTIONS,
  CLAIM_STATUS_LABELS,
  CLAIM_STATUSES,
  CLAIM_TRANSITIONS,
  WARRANTY_LIMITS,
  type ClaimResolution,
  type ClaimStatus,
} from '@/shared/warranty';
import { Badge } from '@/client/components/ui/badge';
import { Field, Textarea } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { UserText } from '@/client/components/user-text';
import { adminClaimsQuery, useChangeClaimStatus } from '../api';
import { formatDateTime } from '../format';
import { AdminHeader } from './admin-header';
import { LabelOptions } from './label-options';
import { PagedList, StatusFilter, useFilterPage } from './paged-list';
import { MoveDialog, moveOnColumn, StepList } from './status-flow';

const claimVariant = (status: ClaimStatus) => (status === 'rejected' ? 'destructive' : status === 'closed' ? 'secondary' : 'default');

function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return <Badge variant={claimVariant(status)}>{CLAIM_STATUS_LABELS[status]}</Badge>;
}

/** What the customer sent and every step so far, with who made it. */
function ClaimDetails({ claim }: { claim: AdminClaim }) {
  return (
    <div className="space-y-3 text-sm">
      <p className="wrap-anywhere">
        <span className="font-medium">Problem: </span>
        <UserText text={claim.problem} />
      </p>
      {claim.serialNumber && <p className="wrap-anywhere">Serial number: {claim.serialNumber}</p>}
      <p>
        Order #{claim.orderNumber} · {claim.customer.firstName} {claim.customer.lastName} · {claim.phoneNumber}
      </p>
      {claim.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Photos">
          {claim.photos.map((src, index) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noreferrer">
                <img
                  src={src}
                  alt={`Photo ${index + 1} of claim ${claim.id}`}
                  width={80}
                  height={80}
                  className="size-20 rounded-md border object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <StepList
        steps={claim.steps}
        describe={(step) => (
          <>
            <span className="font-medium">{CLAIM_STATUS_LABELS[step.status]}</span>
            {step.resolution && ` (${CLAIM_RESOLUTION_LABELS[step.resolution]})`}
          </>
        )}
      />
    </div>
  );
}

/** The next step of a claim: only the statuses CLAIM_TRANSITIONS allows, with what each needs. */
function MoveClaimDialog({ claim, onClose }: { claim: AdminClaim; onClose(): void }) {
  const next = CLAIM_TRANSITIONS[claim.status];
  const [status, setStatus] = useState<ClaimStatus | ''>(next[0] ?? '');
  const [resolution, setResolution] = useState<ClaimResolution | ''>('');
  const [note, setNote] = useState('');
  const change = useChangeClaimStatus();
  const noteLabel =
    status === 'rejected'
      ? 'Reason (sent to the customer)'
      : status === 'approved'
        ? 'Note (sent to the customer)'
        : 'Note (optional, sent to the customer)';
  const submit = () => {
    if (!status) return;
    const body: ClaimStatusChange =
      status === 'rejected' ? { status, reason: note } : { status, note, ...(status === 'approved' && resolution && { resolution }) };
    change.mutate({ id: claim.id, change: body }, { onSuccess: onClose });
  };
  return (
    <MoveDialog
      idPrefix="claim"
      title={`Claim #${claim.id}: ${claim.productName}`}
      status={claim.status}
      labels={CLAIM_STATUS_LABELS}
      since={claim.steps.at(-1)!.changedAt}
      details={<ClaimDetails claim={claim} />}
      next={next}
      endedText="This claim is closed; it goes no further."
      nextLabel="Next status"
      chosen={status}
      onChoose={setStatus}
      mutation={change}
      failedText="Failed to update the claim"
      submitText="Update claim"
      onSubmit={submit}
      onClose={onClose}
    >
      {status === 'approved' && (
        <Field id="claim-resolution" label="Resolution">
          <NativeSelect id="claim-resolution" value={resolution} onChange={(event) => setResolution(event.target.value as ClaimResolution | '')}>
            <option value="">Choose repair, replace or refund</option>
            <LabelOptions values={CLAIM_RESOLUTIONS} labels={CLAIM_RESOLUTION_LABELS} />
          </NativeSelect>
        </Field>
      )}
      <Field id="claim-note" label={noteLabel}>
        <Textarea id="claim-note" rows={3} maxLength={WARRANTY_LIMITS.maxNote} value={note} onChange={(event) => setNote(event.target.value)} />
      </Field>
    </MoveDialog>
  );
}

/** /admin/claims: customers' warranty claims, newest first, to inspect and move on (docs/product.md, "Warranty claims"). */
export function ClaimsScreen() {
  const [status, setStatus] = useState<ClaimStatus | ''>('');
  const [page, setPage] = useFilterPage(status);
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, isLoading, isError } = useQuery(adminClaimsQuery({ status: status || undefined, page }));
  const open = data?.items.find((claim) => claim.id === openId);
  return (
    <>
      <AdminHeader
        title="Warranty Claims"
        subtitle="Inspect each claim, approve it (repair, replace or refund) or reject it, then close it; the customer is e-mailed at each step"
      />
      <PagedList
        title="Claims"
        filters={<StatusFilter id="claim-status-filter" value={status} onChange={setStatus} values={CLAIM_STATUSES} labels={CLAIM_STATUS_LABELS} />}
        data={data}
        isLoading={isLoading}
        isError={isError}
        failedText="Failed to load claims"
        emptyText={status ? 'No claims with this status' : 'No warranty claims yet'}
        rowTestId="admin-claim"
        columns={[
          { header: 'Claim', className: 'font-medium', cell: (claim) => `#${claim.id}` },
          { header: 'Opened', className: 'whitespace-nowrap', cell: (claim) => formatDateTime(claim.createdAt) },
          { header: 'Order', className: 'whitespace-nowrap', cell: (claim) => `#${claim.orderNumber}` },
          { header: 'Customer', cell: (claim) => `${claim.customer.firstName} ${claim.customer.lastName}` },
          { header: 'Product', className: 'min-w-40', cell: (claim) => claim.productName },
          { header: 'Status', cell: (claim) => <ClaimStatusBadge status={claim.status} /> },
          moveOnColumn<AdminClaim>('claim', (claim) => claim.status === 'closed', setOpenId),
        ]}
        page={page}
        onPage={setPage}
        pagerLabel="Claim pages"
      />
      {open && <MoveClaimDialog key={`${open.id}-${open.status}`} claim={open} onClose={() => setOpenId(null)} />}
    </>
  );
}
