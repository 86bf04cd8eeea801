import { warmUpDecodeWorkers } from '../../core/dicom/workerPool'

// The script-tag build starts a decode worker while the rest of its script still evaluates: a page that loads the
// picture viewer by script tag is about to show images, and a worker takes a hundred milliseconds and more to start on
// a busy machine (the first-image bench: the first file's decode waited for it).
if (__CLINIC_IIFE__) warmUpDecodeWorkers()
