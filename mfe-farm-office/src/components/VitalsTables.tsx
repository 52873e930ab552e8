import { API_PATHS, VitalsSummarySchema, REMOTES, type MetricSummary, type VitalMetric, type VitalsSummary } from 'contract';
import { VITAL_COLUMNS, VITALS_TEXTS as T } from '../data/vitalsTexts';
import { useStaffData } from '../lib/staffApi';
import './vitals.css';

type Metrics = VitalsSummary['routes'][number]['metrics'];

const remoteName = (name: string) => REMOTES.find((remote) => remote.name === name)?.displayName ?? name;

/** A 75th percentile as the office reads it: CLS as a score, timings in ms below a second and in s above. */
function formatVital(metric: VitalMetric, { p75 }: MetricSummary): string {
  if (p75 === null) return T.noValue;
  if (metric === 'CLS') return p75.toFixed(3);
  return p75 < 1000 ? `${Math.round(p75)} ms` : `${(p75 / 1000).toFixed(2)} s`;
}

/** The measures' cells of one row, each labelled by its column for the phone's card layout. */
function VitalCells({ metrics, reports }: { metrics: Metrics; reports: number }) {
  return (
    <>
      {VITAL_COLUMNS.map(({ metric, name }) => (
        <td key={metric} data-label={name} data-testid={`vital-${metric}`}>
          {formatVital(metric, metrics[metric])}
        </td>
      ))}
      <td data-label={T.columns.reports}>{reports}</td>
    </>
  );
}

function Headings({ first }: { first: string[] }) {
  return (
    <thead>
      <tr>
        {[...first, ...VITAL_COLUMNS.map(({ name }) => name), T.columns.reports].map((name) => (
          <th key={name} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The two tables: each route's figures, then each remote build's (the remote's team sees a deploy's effect). */
function Tables({ summary }: { summary: VitalsSummary }) {
  const { from, to } = summary;
  return (
    <>
      <section className="office-list" aria-labelledby="office-vitals-routes">
        <h2 id="office-vitals-routes">{T.byRoute}</h2>
        <table className="office-table office-table--cards office-vitals">
          <caption>{T.routeCaption(from, to)}</caption>
          <Headings first={[T.columns.route, T.columns.remote]} />
          <tbody>
            {summary.routes.map((row) => (
              <tr key={row.route} data-testid="vitals-route">
                <th scope="row" data-label={T.columns.route}>
                  <code>{row.route}</code>
                </th>
                <td data-label={T.columns.remote}>{remoteName(row.remote)}</td>
                <VitalCells metrics={row.metrics} reports={row.reports} />
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="office-list" aria-labelledby="office-vitals-remotes">
        <h2 id="office-vitals-remotes">{T.byRemote}</h2>
        <table className="office-table office-table--cards office-vitals">
          <caption>{T.remoteCaption(from, to)}</caption>
          <Headings first={[T.columns.remote, T.columns.build]} />
          <tbody>
            {summary.remotes.map((row) => (
              <tr key={`${row.remote} ${row.build}`} data-testid="vitals-remote">
                <th scope="row" data-label={T.columns.remote}>
                  {remoteName(row.remote)}
                </th>
                <td data-label={T.columns.build}>{row.build === null ? T.unknownBuild : <code>{row.build}</code>}</td>
                <VitalCells metrics={row.metrics} reports={row.reports} />
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

/** The shoppers' field measurements over the last seven days (docs/decisions/field-vitals.md). */
export function VitalsTables() {
  const { data, problem } = useStaffData(API_PATHS.staffVitals, VitalsSummarySchema);
  return (
    <>
      <p>{T.intro}</p>
      <div className="office-alert" role="alert">
        {problem && <p>{problem.error}</p>}
      </div>
      {!data ? !problem && <p role="status">{T.loading}</p> : data.routes.length === 0 ? <p>{T.none}</p> : <Tables summary={data} />}
    </>
  );
}
