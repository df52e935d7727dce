'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TComplaintInput } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';

const complaintsKey = ['complaints'] as const;

/** GET /api/complaints.php: own complaints, own orders (the picker) and the refund window. */
export function useComplaints() {
  return useQuery({ queryKey: complaintsKey, queryFn: () => getBrowserApi().complaints.list() });
}

/** POST /api/complaint.php; the list is read again afterwards. */
export function useCreateComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TComplaintInput) => getBrowserApi().complaints.create(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complaintsKey }),
  });
}
