/** The Camera tours screens (spec 3 §2.1; their own chunk): the list at /view/CameraTours, a new
 *  tour at /view/cameraTour/add and a tour's page at /view/cameraTour/edit/{cameraTourId}
 *  [/{tabId}[/{stepIndex}]]. */
import { CameraTourEditor } from './CameraTourEditor';
import { CameraTourList } from './CameraTourList';
import './cameraTours.css';

export interface CameraTourScreensProps {
  action: string;
  params: Record<string, string>;
}

export function CameraTourScreens({ action, params }: CameraTourScreensProps) {
  if (action === 'add') return <CameraTourEditor />;
  if (action === 'edit')
    return <CameraTourEditor tourId={params.cameraTourId} tabId={params.tabId} stepIndex={params.stepIndex} />;
  return <CameraTourList />;
}
