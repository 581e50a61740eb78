import { LIMITS } from '@ghar/contracts/constants';
import { VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import { useTranslation } from 'react-i18next';
import type { FileField, PropertyFormState } from '../hooks/use-property-form';
import { useMessageText } from '../hooks/use-message-text';
import { documentProblem, photoProblem } from '../utils/file-checks';
import type { KeptFiles } from '../utils/property-form-data';
import { FileListPicker } from './file-list-picker';
import { FormSection } from './form-controls';

const PHOTO_TYPES = 'image/jpeg,image/png,image/gif,image/webp';
const DOCUMENT_TYPES = `${PHOTO_TYPES},application/pdf`;

type FilesProps = Pick<
  PropertyFormState,
  'mode' | 'files' | 'setFiles' | 'kept' | 'setKept' | 'fileErrors'
>;

export const ImagesSection = ({ mode, files, setFiles, kept, setKept, fileErrors }: FilesProps) => {
  const { t } = useTranslation('property-form');
  const messageText = useMessageText();
  const error = fileErrors.mediaFiles;
  return (
    <FormSection title={t('sections.images')}>
      <FileListPicker
        name="mediaFiles"
        label={t('files.photos')}
        hint={t('files.photosHint')}
        requiredMark={mode === 'create'}
        error={error && messageText(error)}
        accept={PHOTO_TYPES}
        multiple
        max={LIMITS.listingImagesMax}
        tooMany={messageText(V.maxImages)}
        files={files.mediaFiles}
        onFilesChange={(list) => setFiles('mediaFiles', list)}
        kept={kept.existingImageUrls}
        onKeptChange={(list) => setKept('existingImageUrls', list)}
        check={async (file) => {
          const problem = await photoProblem(file);
          return problem && messageText(problem);
        }}
      />
    </FormSection>
  );
};

const DOCUMENTS: {
  name: Exclude<FileField, 'mediaFiles'>;
  kept: keyof KeptFiles;
  label: 'registry' | 'electricityBill' | 'waterBill' | 'otherDocuments';
  multiple: boolean;
}[] = [
  { name: 'registryImage', kept: 'existingRegistryUrls', label: 'registry', multiple: true },
  {
    name: 'electricityBillImage',
    kept: 'existingElectricityBillImage',
    label: 'electricityBill',
    multiple: false,
  },
  { name: 'waterBillImage', kept: 'existingWaterBillImage', label: 'waterBill', multiple: false },
  {
    name: 'otherDocuments',
    kept: 'existingOtherDocuments',
    label: 'otherDocuments',
    multiple: true,
  },
];

export const DocumentsSection = ({
  mode,
  files,
  setFiles,
  kept,
  setKept,
  fileErrors,
}: FilesProps) => {
  const { t } = useTranslation('property-form');
  const messageText = useMessageText();
  const check = async (file: File) => {
    const problem = await documentProblem(file);
    return problem && t(`files.${problem.key}`, { file: problem.file });
  };
  return (
    <FormSection title={t('sections.documents')}>
      {DOCUMENTS.map((document) => {
        const error = fileErrors[document.name];
        const registry = document.name === 'registryImage';
        return (
          <FileListPicker
            key={document.name}
            name={document.name}
            label={t(`files.${document.label}`)}
            hint={registry ? t('files.registryHint') : t('files.documentHint')}
            requiredMark={registry && mode === 'create'}
            error={error && messageText(error)}
            accept={DOCUMENT_TYPES}
            multiple={document.multiple}
            files={files[document.name]}
            onFilesChange={(list) => setFiles(document.name, list)}
            kept={kept[document.kept]}
            onKeptChange={(list) => setKept(document.kept, list)}
            check={check}
          />
        );
      })}
    </FormSection>
  );
};
