// The studio's texts review of a flow (scripts/flows-texts-review.ts): each text the flow uses,
// Dutch and English side by side, with what is wrong with it. Reads the files through the dev
// server's endpoint, as the editor does, so it shows the texts as they are on disk.
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { textsReview } from '../../../../../scripts/flows-texts-review';
import { mapTree } from '../../../../../scripts/source-tree';
import { Spinner } from '../../../../ui/spinner/spinner';
import { flowPath, useFlowFiles } from './studio-files';

const Table = styled('table')({
  borderCollapse: 'collapse',
  width: '100%',
  '& th, & td': {
    border: '1px solid #c4c4c4',
    padding: '4px 8px',
    textAlign: 'left',
    verticalAlign: 'top',
  },
  '& td:first-of-type': { fontFamily: 'monospace', wordBreak: 'break-all' },
  '& tr[data-flagged="true"] td': { background: '#fff4e5' },
});

export interface TextsReviewProps {
  /** The flow whose texts are listed. */
  flowId: string;
}

/** The texts review table of one flow. */
export function TextsReview({ flowId }: TextsReviewProps) {
  const { data: files, error } = useFlowFiles(flowId);
  const rows = useMemo(
    () =>
      files &&
      textsReview(
        mapTree(Object.fromEntries(Object.entries(files).map(([path, f]) => [path, f.content]))),
        flowPath(flowId),
      ),
    [files, flowId],
  );

  if (error)
    return (
      <Typography role="alert">
        <FormattedMessage id="studio.edit.loadFailed" />
      </Typography>
    );
  if (!rows) return <Spinner block size="lg" />;
  const flagged = rows.filter((row) => row.flags.length > 0).length;
  const missing = <FormattedMessage id="studio.edit.texts.missing" />;
  return (
    <div data-testid="texts-review">
      <Typography sx={{ mb: 1 }}>
        <FormattedMessage id="studio.edit.texts.summary" values={{ count: rows.length, flagged }} />
      </Typography>
      <Table>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="studio.edit.texts.id" />
            </th>
            <th scope="col" lang="nl">
              <FormattedMessage id="studio.edit.texts.nl" />
            </th>
            <th scope="col" lang="en">
              <FormattedMessage id="studio.edit.texts.en" />
            </th>
            <th scope="col">
              <FormattedMessage id="studio.edit.texts.flags" />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-flagged={row.flags.length > 0}>
              <td>{row.id}</td>
              <td lang="nl">{row.nl ?? missing}</td>
              <td lang="en">{row.en ?? missing}</td>
              <td>
                {row.flags.map((flag) => (
                  <div key={flag}>
                    <FormattedMessage
                      id={`studio.edit.texts.flag.${flag}`}
                      values={{
                        nl: row.placeholders.nl.join(', '),
                        en: row.placeholders.en.join(', '),
                      }}
                    />
                  </div>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
