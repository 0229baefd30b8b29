import { Workspace } from '../../features/workspace/workspace.tsx';

/** /playground: the PDF workspace (spec 2). */
export function PlaygroundPage() {
  return <Workspace />;
}
