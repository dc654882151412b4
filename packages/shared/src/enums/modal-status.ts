// Lifecycle of a modal in the modal queue: queued, open, closed; a modal that fails to open goes to
// error and is then closed.

export const ModalStatus = { Queued: 0, Open: 1, Closed: 2, Error: 3 } as const;
export type ModalStatus = (typeof ModalStatus)[keyof typeof ModalStatus];

const NEXT_STATUSES: Readonly<Record<ModalStatus, readonly ModalStatus[]>> = {
  [ModalStatus.Queued]: [ModalStatus.Open, ModalStatus.Error],
  [ModalStatus.Open]: [ModalStatus.Closed],
  [ModalStatus.Error]: [ModalStatus.Closed],
  [ModalStatus.Closed]: [],
};

/** Whether a modal may move from one status to the other. */
export function canModalMoveTo(from: ModalStatus, to: ModalStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}
