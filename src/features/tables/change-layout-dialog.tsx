import { useI18nContext } from '../../../i18n/i18n-react';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { LayoutFileButton } from './layout-file-button';

interface ChangeLayoutDialogProps {
  open: boolean;
  uploading: boolean;
  onFile: (file: File) => void;
  onClose: () => void;
}

/** Change layout (spec §2): a new image of the venue; the tables keep their places relative to it. */
export function ChangeLayoutDialog({ open, uploading, onFile, onClose }: ChangeLayoutDialogProps) {
  const { LL } = useI18nContext();
  const texts = LL.tables.changeLayout;
  return (
    <Modal
      open={open}
      onClose={() => !uploading && onClose()}
      title={texts.title()}
      closeLabel={texts.cancel()}
      footer={
        <>
          <Button variant="secondary" disabled={uploading} onClick={onClose}>
            {texts.cancel()}
          </Button>
          <LayoutFileButton label={texts.choose()} busyLabel={LL.tables.noLayout.uploading()} busy={uploading} onFile={onFile} />
        </>
      }
    >
      <p className="text-sm text-stone-600">{texts.message()}</p>
    </Modal>
  );
}
