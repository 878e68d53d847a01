import { z } from 'zod';

/* The queue actions' inputs: ids only, whatever the browser sends; who may act is decided on the server. */

const id = z.string().trim().min(1).max(200);

export const claimNextInput = z.object({ viewId: id });
export const releaseClaimInput = z.object({ claimId: id });
export const reassignClaimInput = z.object({ claimId: id, staffId: id });
