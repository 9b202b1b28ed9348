/**
 * A resume template's full-page preview in a dialog (resume management W18 and the free template page
 * W22). The caller gives the words (the dialog's title and the image's description) and the actions.
 */
import type { ReactNode } from 'react';
import type { ResumeTemplate } from '@sdk/generated/jobseeker/hooks';
import { ModalDialog } from './modal-dialog';
import './template-preview-dialog.css';

interface TemplatePreviewDialogProps {
  template: ResumeTemplate;
  title: string;
  imageAlt: string;
  onClose: () => void;
  footer?: ReactNode;
}

export function TemplatePreviewDialog({ template, title, imageAlt, onClose, footer }: TemplatePreviewDialogProps) {
  return (
    <ModalDialog title={title} onClose={onClose} footer={footer} className="template-preview">
      <p className="template-preview__description" dir="auto">
        {template.description}
      </p>
      <img className="template-preview__image" src={template.preview_image_url} alt={imageAlt} width={595} height={842} />
    </ModalDialog>
  );
}
