/** The feedback calls (W25): an image upload with its progress, and the feedback itself; both screens show their own errors. */
import { useMutation } from '@tanstack/react-query';
import { uploadFile, useSubmitFeedback, type UploadedFile } from '@sdk/generated/apiGo/hooks';
import type { TransportInit, UploadProgress } from '@sdk/transport';

interface ImageUploadVariables {
  file: File;
  signal: AbortSignal;
  onProgress: (progress: UploadProgress) => void;
}

export function useUploadFeedbackImageMutation() {
  return useMutation({
    mutationKey: ['uploadFile', 'feedback'],
    mutationFn: async ({ file, signal, onProgress }: ImageUploadVariables): Promise<UploadedFile> => {
      const init: TransportInit = { signal, onUploadProgress: onProgress };
      const reply = await uploadFile({ files: [file], filename: file.name }, init);
      const stored = reply.files[0];
      if (!stored) throw new Error('The upload answered no file');
      return stored;
    },
  });
}

export function useSubmitFeedbackMutation() {
  return useSubmitFeedback();
}
