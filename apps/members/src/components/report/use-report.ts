'use client';

import { useMutation } from '@tanstack/react-query';
import { type TReportInput } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';

/** POST /api/report.php; the answer says whether the report is new or was already open (`created`). */
export function useReport() {
  return useMutation({
    mutationFn: (input: TReportInput) => getBrowserApi().reports.create(input),
  });
}
