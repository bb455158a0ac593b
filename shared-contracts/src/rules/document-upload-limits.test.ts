import {
  MAX_DOCUMENT_UPLOAD_BYTES,
  documentFileProblem,
  documentUploadName,
  formatFileSize,
} from './document-upload-limits';

const MB = 1024 * 1024;

describe('what a document upload may be: PDF, PNG, JPEG or TIFF, up to 20 MB (issue 41)', () => {
  it('a 30 MB PDF from the driver’s phone is refused before it is sent, with its size and the limit', () => {
    expect(documentFileProblem({ name: 'pod.pdf', size: 30 * MB, type: 'application/pdf' })).toBe(
      'pod.pdf is 30.0 MB: a document can be at most 20 MB.',
    );
    expect(
      documentFileProblem({ name: 'pod.pdf', size: MAX_DOCUMENT_UPLOAD_BYTES, type: 'application/pdf' }),
    ).toBeUndefined();
  });

  it('a type the portal cannot show is refused by name, whatever its case', () => {
    expect(documentFileProblem({ name: 'IMG_0042.HEIC', size: MB, type: 'image/heic' })).toBe(
      'IMG_0042.HEIC is not a PDF, PNG, JPEG or TIFF file: choose one of those.',
    );
    expect(documentFileProblem({ name: 'notes.docx', size: MB, type: '' })).toMatch(/is not a PDF/);
    for (const name of ['a.pdf', 'b.PNG', 'c.jpeg', 'd.jpg', 'e.tif', 'f.TIFF'])
      expect(documentFileProblem({ name, size: MB, type: '' })).toBeUndefined();
  });

  it('an empty file is refused', () => {
    expect(documentFileProblem({ name: 'pod.pdf', size: 0, type: 'application/pdf' })).toBe(
      'pod.pdf is empty: choose the file again.',
    );
  });

  it('a camera photo without an extension is known by its media type and named with it', () => {
    const photo = { name: 'image', size: 2 * MB, type: 'image/jpeg' };
    expect(documentFileProblem(photo)).toBeUndefined();
    expect(documentUploadName(photo)).toBe('image.jpg');
    expect(documentUploadName({ name: '', size: 1, type: 'application/pdf' })).toBe('Document.pdf');
    expect(documentUploadName({ name: 'pod.pdf', size: 1, type: 'application/pdf' })).toBe('pod.pdf');
  });

  it('sizes read in MB or KB', () => {
    expect(formatFileSize(30 * MB + 200 * 1024)).toBe('30.2 MB');
    expect(formatFileSize(850 * 1024)).toBe('850 KB');
    expect(formatFileSize(10)).toBe('1 KB');
  });
});
