import type { TApplicantKind, TPossibleDuplicate } from '@ats/contract';
import { useState } from 'react';
import { PossibleDuplicates } from '../applicants';
import { useCandidateRecordQuery } from './api';
import { MergeCandidateDialog } from './merge-candidate-dialog';

/** The page's possible duplicates, each with "Merge" into this candidate when `canMerge`. */
export const CandidateDuplicates = ({
  kind,
  applicantId,
  items,
  canMerge,
}: {
  kind: TApplicantKind;
  applicantId: string;
  items: TPossibleDuplicate[];
  canMerge: boolean;
}) => {
  const { data } = useCandidateRecordQuery({ kind, applicantId }, { skip: !items.length });
  const [merging, setMerging] = useState<TPossibleDuplicate | null>(null);
  return (
    <>
      {/* Applications of this same candidate are listed under "Applications", not as duplicates. */}
      <PossibleDuplicates
        items={data ? items.filter((d) => d.candidateId !== data.id) : items}
        onMerge={canMerge && data ? setMerging : undefined}
      />
      {merging && data && (
        <MergeCandidateDialog survivorId={data.id} duplicate={merging} onClose={() => setMerging(null)} />
      )}
    </>
  );
};
