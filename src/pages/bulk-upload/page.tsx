/** Bulk Upload: the page's own content is later work; until then it says what it will hold. */
export default function BulkUploadPage() {
  return (
    <>
      <h1>Bulk Upload</h1>
      <p>This page will let you upload a whole booklist from a spreadsheet and follow the uploads you have made.</p>
    </>
  )
}
