<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>QObject</name>
    <message>
        <source>host %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Desktop workbench for ML research on Cloud TPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the workspace in DIR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use FILE as the machine registry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use FILE as the SSH known_hosts file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start on the panel NAME (machines, mesh, ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a PNG of the window to FILE after start-up, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Milliseconds to wait before --screenshot (default 2000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPU Workbench %1 started on workspace %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no panel %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the screenshot %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::AblationEditor</name>
    <message>
        <source>grid (every combination)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zip (i-th values together)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one at a time (from the baseline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0, 1, 2  or  0-4 (empty: the base experiment&apos;s seed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>train.batch_size, train.seq_len</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base experiment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invariants:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expanding…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cells × %2 seeds = &lt;b&gt;%3 runs&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>configured in the ablation file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeds are whole numbers of 0 or more: &quot;0, 1, 2&quot; or &quot;0-4&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::AblationExpander</name>
    <message>
        <source>(absent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; overlaps variables[%3] &quot;%4&quot;; vary each field once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a field of the base experiment %3; check the spelling (an ablation only varies fields the experiment has).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) has no values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: baseline names &quot;%2&quot;, which is not a variable; the baseline gives each variable&apos;s reference value. Remove it or add the variable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a field of the base experiment %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: seed %2 is listed twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the grid has more than %2 combinations; use fewer values, mode &quot;one_at_a_time&quot; or &quot;zip&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: mode &quot;zip&quot; takes the i-th value of every variable together, so all need as many values; %2 has %3 and %4 has %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 changes invariant %3 from %4 to %5; an ablation keeps its invariants fixed. Remove the variable or the invariant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 needs TPU type %3 while cell 1 needs %4 (tpu.accelerator_type); compared runs must share a TPU type. Split the ablation per TPU type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is not a valid experiment: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an experiment (a JSON object).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The baseline (%1) is not among the cells, so deltas to it cannot be shown; add its values to the variables or change the baseline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 combination gave the same config as another and was merged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 combinations gave the same config as another and were merged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::AblationLaunchDialog</name>
    <message>
        <source>Launch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> runs at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU smoke mode (no TPU needed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch threads per run in the CPU smoke mode (train.py --threads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also rerun failed and stopped runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of %m finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machines:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallelism:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU threads per run:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No machine is registered; add one in the Machines panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: does not fit this experiment&apos;s slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>configured in the ablation file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With %1 at once: about %2 h of wall time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every run finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done; some runs did not finish (Retry failed reruns them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 finished, %2 failed or stopped, %3 running, %4 waiting</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::AblationLauncher</name>
    <message>
        <source>%1 has no launch.sh: scaffold the experiment first (tpuwb scaffold, or the Experiments panel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/config.json (hash %2) differs from %3 (hash %4): the experiment changed since it was scaffolded. Scaffold it again before launching.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the machines to run on (--machines A,B, the launch dialog, or &quot;machines&quot; in %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not in the registry %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No chosen machine can run this ablation:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 on %3, which is not in the registry (or already runs another run); it is not watched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 queued, %3 running, %4 already finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: launching on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the hosts train config hash %2, not the cell&apos;s %3; check the project&apos;s config.json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: could not start on %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: fetching metrics: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n failed or stopped run(s) queued again.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::AblationMetric</name>
    <message>
        <source>%1 must be an object {&quot;name&quot;, &quot;goal&quot;, &quot;at&quot;}, not a %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.name must be the name of a logged series, such as &quot;loss&quot; or &quot;eval/loss&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.goal must be &quot;min&quot; or &quot;max&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.at must be &quot;final&quot;, &quot;best&quot; or a step number.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::AblationPanel</name>
    <message>
        <source>New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The matrix does not expand; fix it before launching.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every run of %1 finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: some runs failed or were stopped; Retry failed reruns only them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be an ablation name: use 1 to 64 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New ablation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name (used in run ids):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base experiment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 runs launched: %3 finished, %4 failed or stopped, %5 live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or create an ablation to compare its runs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::AblationReport</name>
    <message>
        <source>Metric: %1, %2, %3 is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>higher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best cell by smoothed %1: `%2` (%3), mean %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, 95% CI [%1, %2] over %3 seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1% vs baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results per cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean, std and 95% confidence interval (Student&apos;s t) over the seeds of each cell; Δ is the difference of the mean to the baseline cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final = the last value of %1 in the run&apos;s metrics files (the mean over hosts for a multi-host run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::AblationSpec</name>
    <message>
        <source>%1 must be a list of strings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a non-empty string.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no &quot;schema&quot;: &quot;%2&quot;; it is not a TPU Workbench ablation. Add the field if the file is one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: schema &quot;%2&quot; is not an ablation schema (expected &quot;%3&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses schema %2, written by a newer TPU Workbench; this version reads %3. Update TPU Workbench to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the range &quot;%2&quot; has no scale, so it gives %3 log-spaced values (%4); before this version it gave linear ones (%5). Write &quot;%2:log&quot; or &quot;%2:lin&quot; to say which.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must hold a JSON object (an ablation), not a %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a name of 1 to 64 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos; (it becomes part of run ids).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must name the base experiment file, such as &quot;experiments/my-exp/experiment.json&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be &quot;grid&quot;, &quot;zip&quot; or &quot;one_at_a_time&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a list of {&quot;path&quot;, &quot;values&quot; | &quot;range&quot;}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a list of integers, such as [0, 1, 2].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an integer of 0 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an object {&quot;&lt;variable path&gt;&quot;: value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be {&quot;step_time_s&quot;: seconds per training step, above 0}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::AblationVariable</name>
    <message>
        <source>%1 must be an object {&quot;path&quot;: ..., &quot;values&quot;: [...]}, not a %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a &quot;path&quot;: the dotted field it varies, such as &quot;train.lr&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.path &quot;%2&quot; is not a field path; write dotted names such as &quot;model.moe.top_k&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has an unknown key &quot;%2&quot;; a variable has path and values or range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) needs exactly one of &quot;values&quot; (a list) and &quot;range&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.values (%2) must be a non-empty list of values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: NaN and Infinity cannot be config values.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::AboutDialog</name>
    <message>
        <source>About TPU Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;TPU Workbench %1&lt;/h2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Register TPU VMs, design meshes, scaffold and launch experiments, watch every host live, compare ablations and drive kernel optimization runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt %1 (built with %2)
libssh %3
QCustomPlot %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::AcceleratorType</name>
    <message>
        <source>Accelerator type &quot;%1&quot; is malformed: write FAMILY-COUNT, for example v4-128. Known families: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown accelerator type &quot;%1&quot;: no TPU family is called &quot;%2&quot;. Known families: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator type &quot;%1&quot;: %2 names count TensorCores (%3 per chip), so the number must be a multiple of %3; valid examples: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator type &quot;%1&quot; is not a %2 slice size (%3 chips; a %2 pod has %4). Valid examples: %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device kind &quot;%1&quot; is no TPU generation the catalog knows (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 devices of kind &quot;%2&quot; make no whole number of chips (%3 devices per chip).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology %1 is not a valid %2 slice: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 slices have %2 dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chips are more than a pod&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chips is no slice size; valid examples: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1-chip slice has the shape %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write AxBxC with A &lt;= B &lt;= C, each 2 or a multiple of 4 (or 2x2x1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hosts own %1 blocks of chips, which do not tile it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 VMs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 chips (%3), %4 devices, %5, %6, %7 GiB HBM per device, %8 TFLOPS bf16 per chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (figures uncertain)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::AddAxisCommand</name>
    <message>
        <source>Add axis %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::AddVariableCommand</name>
    <message>
        <source>Add variable %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::AlertCommand</name>
    <message>
        <source>The alert command `%1` (%2 of %3) %4%5. It is set in Settings or with `tpuwb settings set alerts.command CMD`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ended with exit code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>was killed or crashed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not start (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::AlertEvent</name>
    <message>
        <source>Stalled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NaN loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straggler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 host %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::AlertList</name>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · host %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerts: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Alerts: %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::AlertMonitor</name>
    <message>
        <source>%1 is %2 at step %3 on host %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run failed (run.json); open it in the Monitor for each host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Every host finished (%n host(s)).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Straggling for %2 s.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::ApplyPresetCommand</name>
    <message>
        <source>Strategy %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::AtomicFile</name>
    <message>
        <source>Free some space on the disk that holds %1, then save again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on a read-only file system; open the workspace from a writable folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that you may write to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that %1 exists and is writable, then save again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1: creating a temporary file in %2 failed: %3. The previous content is unchanged. %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1: %2 failed: %3. The previous content is unchanged. %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writing the temporary file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>syncing the temporary file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closing the temporary file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>renaming the temporary file over it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes, the most TPU Workbench reads from such a file; check that it is the right file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::AxesTableModel</name>
    <message>
        <source>across slices (DCN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>across hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within a host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical axes this mesh axis runs along (core, x, y, z of the chip grid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::CellGridModel</name>
    <message>
        <source>%1 (%2 other combinations gave the same config)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not launched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::ChangeSliceCommand</name>
    <message>
        <source>Use %1 x %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::ChipTopology</name>
    <message>
        <source>Topology &quot;%1&quot; is not a chip grid; write sizes joined by &apos;x&apos;, such as 4x4 or 2x2x4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology &quot;%1&quot; must have 2 (AxB) or 3 (AxBxC) sizes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::CodeDiffView</name>
    <message>
        <source>Diff from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>identical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 −%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::CompareCurvesView</name>
    <message>
        <source> (smoothed %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::ComparePanel</name>
    <message>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick runs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ablation&apos;s runs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare an ablation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ablation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All runs of the workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean ± band over seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runs + mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relative time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Curves as PNG, SVG or PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images (*.png *.svg *.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel coordinates as PNG, SVG or PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export parallel coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown report with figures…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1 and its figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Config diff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs, tags and notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1 runs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run of %1 has been launched yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs, %2 cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Comparison of %1 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ablations: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cells; keys that differ: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per run, coloured by %2, line style by seed (smoothing %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel coordinates: variables -&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::CompareRunsView</name>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::ConfigDiffModel</name>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::CostEstimate</name>
    <message>
        <source>1 run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; cost unknown: the accelerator type &quot;%2&quot; is not in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2 chips (%3), %4 steps; cost unknown: no step time. Set estimate.step_time_s in the ablation file or finish one run of the experiment to measure it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2 chips (%3), %4 steps x %5 s = %6 h, %7 chip-hours; step time %8. Compilation and start-up are not included.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::DemoExperiment</name>
    <message>
        <source>8 experts with top-2 routing reach the dense 1B baseline&apos;s loss in fewer chip-hours.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::DemoKernelRun</name>
    <message>
        <source>The demo kernel run in %1 did not finish: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::DemoWorkspace</name>
    <message>
        <source>Cannot copy %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists and is not a workspace (no workbench.json); choose an empty or new folder for the demo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already holds a workspace; use --force to replace it with a fresh demo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot remove the old demo workspace %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::DesktopNotifier</name>
    <message>
        <source>No desktop notifications: no session bus (%1). Alerts still reach the Monitor&apos;s list, `tpuwb run watch` and the alert command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DBUS_SESSION_BUS_ADDRESS is not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 host %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No desktop notifications: %1 did not answer (%2). Alerts still reach the Monitor&apos;s list, `tpuwb run watch` and the alert command.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::DeviceGridWidget</name>
    <message>
        <source>device %1
worker %2, host %3%4
chip %5%6
%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, slice %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, core %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No device map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many chips to draw at this size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slice %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>z=%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chips (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colour: %1 coordinate (0..%2); outline: one TPU VM (%3 chips)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::DeviceMap</name>
    <message>
        <source>The mesh %1 does not multiply out to %2 devices per slice and %3 slice(s); fix the axes first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Axis %1 has size %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::Document</name>
    <message>
        <source>The document has no file yet; choose where to save it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::EditAxisCommand</name>
    <message>
        <source>Edit axis %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::Experiment</name>
    <message>
        <source>%1 must hold a JSON object (an experiment), not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no &quot;schema&quot;: &quot;%2&quot;; it is not a TPU Workbench experiment. Add the field if the file is one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: schema &quot;%2&quot; is not an experiment schema (expected &quot;%3&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses schema %2, written by a newer TPU Workbench; this version reads %3. Update TPU Workbench to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1=%2: %3 (at %4 of the value). Write a value within that limit, or quote it (&quot;...&quot;) to set it as text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a field path; write it as dotted names such as train.lr.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot set %1: %2 is a %3, not an object.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::ExperimentListModel</name>
    <message>
        <source>unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::ExperimentMeshFile</name>
    <message>
        <source>%1 must hold a JSON object (an experiment).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must hold a JSON object (an experiment); it was left unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::ExperimentMeshRules</name>
    <message>
        <source>strategy &quot;single&quot; runs on one device, but tpu.mesh is %1; remove the mesh or choose spmd, fsdpv2 or ddp to use the %2 devices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strategy &quot;%1&quot; needs tpu.mesh.axes; for %2 (%3 devices) for example %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strategy &quot;%1&quot; does not shard parameters; partition specs apply under spmd or fsdpv2. Change the strategy or remove the specs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model has no tensor &quot;%1&quot;; its tensors are %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data, fsdp and DCN axes (use strategy spmd for tensor or expert axes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data, fsdp, model (or tensor), expert and DCN axes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strategy &quot;%1&quot; has no use for the %2 mesh axis &quot;%3&quot;; its axes are %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strategy &quot;ddp&quot; runs one process per device: give tpu.mesh exactly one axis data=%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>train.batch_size (%1) must divide over the data-parallel mesh axes (data x fsdp x DCN = %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>train.batch_size (%1) must divide over the %2 hosts, which each load their share.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model.n_heads (%1) must divide over the tensor-parallel mesh axis (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model.d_ff (%1) must divide over the tensor-parallel mesh axis (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mesh axis expert=%1 needs a MoE model (model.kind &quot;moe&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::ExperimentValidator</name>
    <message>
        <source>%1 is missing; set it to an integer &gt;= %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an integer, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be &gt;= %2 (it is %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is missing; set it to a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a finite number, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be &gt; 0 (it is %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be &gt;= 0 (it is %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is missing; choose one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2, which is unknown; choose one of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be true or false, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model.d_model (%1) is not divisible by model.n_heads (%2); choose a head count that divides d_model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the head size model.d_model / model.n_heads = %1 is odd; rotary embeddings need an even head size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model.moe.top_k (%1) is larger than model.moe.n_experts (%2); a token cannot choose more experts than exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data.path must name the text file when data.source is &quot;text&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model.vocab_size must be &gt;= 256 for byte-level text data (it is %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tracking.wandb.project must be a string or null.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wandb is on without tracking.wandb.project; runs go to the project &quot;tpu-workbench&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name %1 is not usable as a folder and run id; use 1 to 64 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;, starting with a letter or digit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hypothesis must be text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tpu.accelerator_type is missing; name the slice, e.g. v5litepod-8 or v4-16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention_kernel &quot;%1&quot; is a Pallas kernel that needs TPU v3 or newer; %2 is a v2. Choose sdpa.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Splash attention on TPU v3 is not confirmed; the run checks it against the reference maths at start-up and stops if it fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Splash attention runs under SPMD; strategy &quot;%1&quot; is not SPMD. Choose spmd or fsdpv2, or the flash or sdpa kernel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Splash attention shards q/k/v over the mesh axes &quot;data&quot; and &quot;fsdp&quot;; the mesh needs both (size 1 is fine).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tpu.scan_layers cannot run layers that hold a Pallas kernel (%1); use attention_kernel sdpa or turn scan_layers off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>train.remat recomputes each decoder layer of the layer loop; tpu.scan_layers replaces that loop. Turn one of them off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tpu.scan_layers needs layers that return one tensor; MoE layers also return their load-balancing loss. Turn scan_layers off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>module_versions is missing; the templates implement %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 but the templates implement %3; set it to %3 (a different version needs a template that implements it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::ExperimentsPanel</name>
    <message>
        <source>New Experiment...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoke test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an experiment, or create one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (hash %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no hypothesis written down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1 ...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::FileLock</name>
    <message>
        <source>Cannot open the lock file %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot lock %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timed out after %1 s waiting for the lock %2; another process holds it. Try again, or find the holder with `fuser %2`.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::FilePreviewWidget</name>
    <message>
        <source>new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diff against the files on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># %1 is the same on disk.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::FolderWatcher</name>
    <message>
        <source>Cannot watch the workspace for changes (inotify: %1); the lists refresh only when asked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watching %1 folders used up this user&apos;s inotify watches; changes to the others are seen only at the next periodic check. Raise fs.inotify.max_user_watches (sysctl) to watch them all.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::HealthTracker</name>
    <message>
        <source>The process exited with code 0 without a `done` event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The process ended with exit code %1 and no `done` event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The process is gone and no `done` event was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The process runs; no step logged yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No word from this host yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No step for %1 s while the process lives (median step interval %2 s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps behind the newest host.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::HeatMapView</name>
    <message>
        <source>The heat map shows the metric over two variables; this matrix varies %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run has written %1 yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::HostHealth</name>
    <message>
        <source>Starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stalled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straggler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run wrote its `done` event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped on request after a checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>train.py was killed by signal %1 without writing its `done` event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>train.py ended with exit code %1 without writing its `done` event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run ended with exit code %1 (its `done` event).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::HostKeyDialog</name>
    <message>
        <source>Unknown host keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosts and their key fingerprints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare each fingerprint with the one your administrator or `gcloud compute tpus tpu-vm get-guest-attributes` shows. Trusted keys are saved and not asked about again. A key that differs from a saved one is always refused, never asked about.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust and connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n host(s) offer a key that %1 does not record. Connect to them and remember their keys?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::HostKeyPrompter</name>
    <message>
        <source>Key passphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passphrase for %1 (used for this connection only, never stored):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::HostPool</name>
    <message>
        <source>No connection could be set up for worker %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::HostStream</name>
    <message>
        <source>host %1 of run %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the local copy of host %1&apos;s stream under %2; check the workspace&apos;s permissions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the local copy %1 of host %2&apos;s stream: %3. It still ends at byte %4, nothing is lost: the stream asks again for the rest. Free some space on the disk that holds %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no transport for this host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1: the follower&apos;s output was garbled; reconnecting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restarting the follower at byte %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the follower ended with exit code %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1 of run %2: stream interrupted (%3); reconnecting in %4 ms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1: %2 shrank on the host; following it again from its start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1: metrics bytes %2.. arrived while %3 was expected; asking again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::HostStrip</name>
    <message>
        <source>%1 s ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no step yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hosts: select a run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>median step interval %1 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::IterationsModel</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (base drift &gt;10%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the harness&apos;s STDOUT (BASE_TIME, RESULT_TIME, SPEEDUP), as the worker recorded it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than %1× faster than base.py: check correctness before trusting this number (unusually good results are often wrong).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iteration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compile_ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>test_ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimized (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::JobDocument</name>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the job&apos;s JSON</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::JobEditor</name>
    <message>
        <source>Form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan this job implies:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the JSON tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The JSON does not parse.&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is dispatched until you create the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid shape, but a declared path does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Invalid: %n error(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Phases:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No plan: fix the errors first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creating the run…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::JobForm</name>
    <message>
        <source>e.g. Model (strongly advised)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specification (no source file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I will read and approve the synthesized baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synthesize as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensors (name, role, shape, dtype) are edited in the JSON tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job has references</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs a JAX baseline (base.py)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emit a readable jnp reference (base.py) in torchax mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also time against the original PyTorch (external evaluation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>References</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversion method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>atol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rtol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPU version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit a reference</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::Json</name>
    <message>
        <source>%1 bytes, more than the %2 bytes read as one JSON document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 bytes, more than the %3 bytes TPU Workbench reads as one JSON document; check that it is the right file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a NUL byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds a NUL byte at %2, which JSON text never does; the file may be damaged. Fix it or restore it from a backup; it was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lists and objects nested more than %1 levels deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nests lists and objects more than %2 levels deep (at %3); TPU Workbench reads JSON up to %2 levels. Fix the file; it was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number %1 is beyond the range of a double, about ±1.8e308</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not valid JSON at %2 (%3). Fix the file or restore it from a backup; it was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::KernelPanel</name>
    <message>
        <source>New job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open job…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a MaxKernel job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::KernelRunsModel</name>
    <message>
        <source>No kernel runs yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, all REPLAYED: nothing measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · fast_1 %2/%3 · fast_2 %4/%3 · best %5×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 REPLAYED (not counted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REPLAY (nothing measured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worker command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The journal does not say which worker ran this run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iterations that are correct and faster than %1× base.py, of those committed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best correct iteration&apos;s speedup against base.py (the JAX baseline), from the harness.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A speedup above the review threshold: check correctness.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
id %2
%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best speedup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fast_1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fast_2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::KernelService</name>
    <message>
        <source>No transport could be made for machine %1 in %2; check its entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a valid job: %2. Fix it in the job editor or check it with `tpuwb kernel validate`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused: the synthesized baseline waits for your approval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped. Continue resumes from state.json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emergency stop: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no correct kernel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::KnownHostsFile</name>
    <message>
        <source>%1: not a host key line (it needs host names, a key type and a key); skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the key of %2 is not base64; the line is skipped. Remove it with ssh-keygen -R.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::LatencyPlot</name>
    <message>
        <source>iteration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latency (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speedup vs base.py (×)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base.py (re-measured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed (no timing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speedup</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::LaunchDialog</name>
    <message>
        <source>Launch a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scaffolded project folder, or an experiment&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A relative folder is taken inside the workspace %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experiment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Override the seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>train.lr=0.001 model.moe.top_k=1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set fields:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU smoke mode (--device cpu), for machines without TPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more train.py arguments, e.g. --max-steps 200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the hosts first (interpreter, disk, TPU devices, libtpu lockfile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experiment folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a scaffolded project folder (one with launch.sh).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a machine in the Machines panel first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set fields</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::LaunchSettings</name>
    <message>
        <source>--set takes key=value (for example train.lr=0.001), not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no config.json or experiment.json: it is not a scaffolded project. Scaffold it with `tpuwb scaffold` first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--set %1: %2 has no field %1, so the value would be ignored. %3Fields are dotted names of the config (train.lr, model.n_layers, ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Did you mean %1? </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --set, the config of %1 is not valid: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::LegacyApiLinter</name>
    <message>
        <source>legacy device lookup inside .to(); move tensors with .to(&apos;xla&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>xm.xla_device() is the legacy device lookup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>xm.mark_step() is the legacy step boundary; pick one modern style and never mix both in one loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>xmp.spawn is legacy; torch_xla.launch lets PJRT choose the process count (device access only inside fn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>multiprocessing spawn with torch_xla; torch_xla.launch sets up the PJRT processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the xla_multiprocessing module is the legacy launcher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MpSerialExecutor serialised model creation for XRT multiprocessing; PJRT does not need it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ParallelLoader(...).per_device_loader is the legacy form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deprecated in r2.6 and removed in r2.7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>legacy ordinal lookup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>legacy device listing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XRT is gone: PJRT is the runtime (the only one on v5e and later)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch_xla.runtime has no save(): this call fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tpu_device() does not exist in torch_xla</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tpu_step() does not exist in torch_xla</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XLA_USE_BF16 is deprecated, and Pallas kernels refuse to run under it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under SPMD one process drives every device and the gradients are already global; xm.optimizer_step all-reduces them again for a multi-process world</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is_master_ordinal() is true on the first process of every host, not once per job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XLA_USE_BF16 with a Pallas kernel in the same file: the kernel raises &quot;Pallas kernel does not support XLA_USE_BF16&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::LintFinding</name>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>info</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::LoadExperimentCommand</name>
    <message>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::LocalTransport</name>
    <message>
        <source>Cannot create the folder %1 for %2. Check the permissions of its parent folders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1 failed: %2. %3 is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing %1 failed: %2. The previous content is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start /bin/bash on this machine: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::LogModel</name>
    <message>
        <source>trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>debug</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::LogPanel</name>
    <message>
        <source>Search the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the whole log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::LogView</name>
    <message>
        <source>Follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not found</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::LossCurveWidget</name>
    <message>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>train loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eval loss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MachineAccess</name>
    <message>
        <source>There is no machine named %1 in %2 (it has: %3). Add it in the Machines panel or with `tpuwb registry add`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MachineChecks</name>
    <message>
        <source>this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer within %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command exited with code %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine %1 is no longer in %2; nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MachineDialog</name>
    <message>
        <source>Add Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Machine %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPU VM reached over SSH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This machine (local)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. v5e-a (the TPU VM&apos;s name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worker 0, worker 1, ... (IP addresses or names)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from ~/.ssh/config or the settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh-agent, then ~/.ssh/id_* (e.g. ~/.ssh/google_compute_engine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional [user@]bastion[:port]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional, for MaxKernel&apos;s gcloud tunnel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command that runs one kernel-optimization iteration on this machine; {run_dir}, {target} and {python} are filled in, quoted. &quot;replay&quot; replays the recorded example run (for its own job only). Empty: kernel runs are refused on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labels:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proxy jump:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remote folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel worker command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GCP zone:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GCP project:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No TPU: runs use the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MachineEntry</name>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be %2, but it is %3 (%4). Fix the file; it was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a string, but it is %2. Fix the file; it was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an object describing one machine, but it is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot;; it must be &quot;local&quot; or &quot;remote&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has neither a &quot;tpu_name&quot; nor &quot;mode&quot;: &quot;local&quot;; add the machine&apos;s name (or mark it local).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine %1 has no accelerator type and no probed spec; probe it in the Machines panel (or `tpuwb registry probe %1`) or set its accelerator type.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MachineFit</name>
    <message>
        <source>The experiment&apos;s tpu.accelerator_type &quot;%1&quot; is unknown: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the experiment&apos;s mesh spans %2 slices; one registered machine is one slice. Use a single-slice mesh for an ablation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no known accelerator type; set it in the Machines panel or probe the machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2 (%3) but the experiment needs %4 (%5); compared runs must share a TPU generation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2 with %3 devices but the experiment&apos;s mesh is laid out for a %4 with %5 devices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lists %2 host(s) in the registry but a %3 has %4 VMs; list every worker&apos;s address in worker order.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MachineTableModel</name>
    <message>
        <source>not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/%2 reachable, %3 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/%2 reachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (this machine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (CPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not probed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>typed, not verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reachability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labels</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MachineValidation</name>
    <message>
        <source>Give the machine a name (its TPU name, e.g. v5e-a).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid name: use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already a local machine (%1); a registry holds one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A machine named %1 already exists; choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the slice&apos;s worker addresses (IP or host name), worker 0 first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name or IP address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A host is listed twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SSH port must be between 1 and 65535 (usually 22).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n worker VM(s); list all of them in worker order.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the accelerator type (e.g. v5litepod-8, v4-32).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MachinesPanel</name>
    <message>
        <source>Add...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the devices of every host and save the verified spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a machine and press Probe or Test connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
The Machines panel will not write to this file until it reads correctly; fix it and press Reload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine %1 added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was edited: press Probe or Test connection to check it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine %1 is no longer in the registry (another tool removed it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine %1 saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 from the registry? Runs and files on the machine are not touched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine %1 removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>probing...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connecting...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probing %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Testing %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probe of %1: %2 of %3 hosts answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection test of %1: %2 of %3 hosts reachable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 worker %2 (%3): %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MainWindow</name>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ablation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Workspace...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Workspace...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About TPU Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose or create an empty folder for the new workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a workspace folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no workbench.json. Create a new workspace there?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace %1 opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPU Workbench - %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MemoryBarWidget</name>
    <message>
        <source>Fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> of </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> budget per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dashed line: budget; solid line: %1 HBM%2 per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (nominal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (usable)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MemoryEstimate</name>
    <message>
        <source>%1 of %2 (%3%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MemoryEstimator</name>
    <message>
        <source>parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>float32 master weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gathered weights (FSDP all-gather)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one layer recomputed in backward (remat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no runtime-reported HBM figure in the catalog; the budget starts from the nominal %2 per device, and the usable amount is somewhat lower (check memory_stats() on the machine).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some dimensions do not divide evenly; their shards are padded and counted rounded up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn on rematerialisation (train.remat): activations %1 -&gt; %2, total %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use more FSDP: shard parameters, gradients and optimizer state over all %1 devices of the slice (for example fsdp=%1): total %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a smaller batch: %1 per device (global batch %2) instead of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No single change is enough: together, remat, full FSDP and a per-device batch of 1 need %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even with remat, full FSDP and a per-device batch of 1 it needs %1 per device; use a slice with more devices or more HBM per device, or a smaller model.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MeshCodeGenerator</name>
    <message>
        <source>No code generated: the mesh has problems to fix first:
- %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no model given: generic transformer parameter names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d_model %1, %2 layers, %3 heads, %4 parameters%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 experts (top %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MeshCodeView</name>
    <message>
        <source>PyTorch/XLA (torch_xla)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JAX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the code templates…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lines; save it next to train.py and call build_mesh() first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save mesh code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python (*.py)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MeshDocument</name>
    <message>
        <source>Turn remat on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn remat off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global batch %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MeshPanel</name>
    <message>
        <source>Colour devices by axis:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the slice from a registered machine, or choose any from the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slices joined over the data-centre network (multislice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open experiment…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save to experiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slice from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open experiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experiment (experiment.json *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mesh axes, outermost first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rematerialise activations (train.remat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global batch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(registry unreadable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an experiment first: the mesh is saved into its experiment.json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 slices, %2 devices in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems: the mesh is valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an experiment (experiment.json with a model) to check whether it fits in HBM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix the problems on the left to see the HBM estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Verdict:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Biggest:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Per device:&lt;/b&gt; batch %1, %2 parameters in the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;To fit:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MeshSpec</name>
    <message>
        <source>Axis &quot;%1&quot; in --axes (at character %2): %3. Write NAME=SIZE or NAME=SIZE:dcn, separated by commas, for example data=2,model=4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no NAME=SIZE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kind after &apos;:&apos; must be ici or dcn, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the size &quot;%1&quot; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--axes is empty: give at least one axis, for example data=8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an object with accelerator_type, strategy and mesh, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the accelerator type as a string, for example &quot;v5litepod-8&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a string such as &quot;fsdpv2&quot;; known: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object {&quot;axes&quot;: [...]}, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number from 1 to 4096</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of {&quot;name&quot;, &quot;size&quot;, &quot;kind&quot;} objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object {&quot;name&quot;, &quot;size&quot;, &quot;kind&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;ici&quot; or &quot;dcn&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MeshStrategy</name>
    <message>
        <source>Data parallel (1-D data)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FSDPv2 (fsdp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data x model (2-D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FSDP x tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert x data (MoE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MeshValidator</name>
    <message>
        <source>no axes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (for example %1=%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (for example add data=%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ICI axes multiply to %1 (%2), but one %3 slice has %4 devices; change the sizes so that they multiply to %4%5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The slice count is %1; it must be at least 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mesh spans %1 slices but has no DCN axis; add one such as dcn_data=%1 of kind dcn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The DCN axes multiply to %1 (%2), but the mesh spans %3 slice(s); make them multiply to %3, or change the slice count to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FSDPv2 needs an axis named fsdp (it shards parameters over that axis); rename the axis that should shard them to fsdp, or use the %1 preset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fsdp x tensor usually has an axis named tensor; without it nothing is tensor-parallel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data x model usually has an axis named model; without it nothing is model-parallel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert parallelism needs an axis named expert that the experts are split over; add one (for example expert=%1) or rename an axis.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert parallelism needs a mixture-of-experts model, but the model has no moe.n_experts; choose another strategy or make the model a MoE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The expert axis (size %1) does not divide the %2 experts; use a size that divides %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch_xla&apos;s splash attention reads both a data and an fsdp axis; add the missing one with size 1 (for example data=1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mesh has no axes; add one, for example data=%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Axis %1: &quot;%2&quot; is not a valid name; use letters, digits and &apos;_&apos;, starting with a letter (for example data or fsdp).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The axis name &quot;%1&quot; is used twice (axes %2 and %3); rename one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Axis %1 has size %2; sizes must be at least 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 figures and naming are uncertain in the catalog; check the device count on the machine.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MessageBanner</name>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MetricChoice</name>
    <message>
        <source>lower is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>higher is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MetricImport</name>
    <message>
        <source>&quot;%1&quot; cannot name a run: use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run named %1 exists already (%2); choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no TensorBoard event files (events.out.tfevents.*), in it or in its sub-directories; give a log directory or a metrics file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the runs before it were imported: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no metrics that a %2 reader understands (%3 malformed lines); check that it is JSONL, a MaxText log, CSV with a header or a TensorBoard event file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create %1; check the workspace&apos;s permissions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported from %1 (%2, %3 lines, %4 malformed).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MetricIngestor</name>
    <message>
        <source>a line longer than %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: malformed line at byte %2 skipped (%3); the stream goes on (%4 malformed so far).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::ModelConfig</name>
    <message>
        <source>is missing; give a positive whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a positive whole number, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a positive number, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a string, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;float32&quot; or &quot;bfloat16&quot;, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: field %2 %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must hold a JSON object (an experiment.json or a &quot;model&quot; object), not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: field %2d_model (%3) is not divisible by %2n_heads (%4); change one of them or give %2head_dim.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1) must divide n_heads (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;swiglu&quot; or &quot;mlp&quot;, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is missing: a model of kind &quot;moe&quot; needs {&quot;n_experts&quot;, &quot;top_k&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1) must not exceed n_experts (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MonitorPanel</name>
    <message>
        <source>Launch…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again from the newest checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relaunch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again from step 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why is it stuck?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the Python stacks of every thread of train.py on every host at once, and show which host is not where the others are (`tpuwb run stacks`)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why is it slow?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trace the next steps on every host while the run goes on, and show where the step time goes (`tpuwb run profile`)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean, min–max band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean ± std</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the plots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF (*.pdf);;CSV of the points in view (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · host %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, mean of %n host(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>recompiled at step %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launching on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stacks of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stalled: taking the stacks of every host…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taking the stacks of every host of %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taking the stacks of %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stacks of %1 taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stacks of %1 taken: a host is not where the others are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Tracing %n step(s) on every host of %1…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Profiling %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile of %1 taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relaunching %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resuming %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metrics (*.jsonl *.json *.csv *.log *.txt events.out.tfevents.*);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the imported run:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MonitorPanes</name>
    <message>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TFLOP/s per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of HBM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compilations</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::MoveAxisCommand</name>
    <message>
        <source>Move axis %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::NewExperimentWizard</name>
    <message>
        <source>New Experiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What do you want to learn? The name becomes the folder and part of every run id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. moe-top1-vs-top2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Top-1 routing matches top-2 perplexity at 70% of the step time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hypothesis:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pre-norm decoder (RMSNorm, rotary positions, SwiGLU), optionally with mixture-of-experts feed-forward layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decoder (dense)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixture of experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-k:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity factor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d_model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d_ff:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vocabulary:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine and parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The slice it runs on, how the work is split over its devices, and the attention kernel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fsdpv2: SPMD, parameters sharded over fsdp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spmd: SPMD with data / tensor / expert axes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ddp: one process per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single: one device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Axes as name=size, comma separated; add :dcn for axes across slices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compile one layer and reuse it (scan_layers; dense model with sdpa)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recompute each layer&apos;s activations in backward (train.remat; less memory, about a third more compute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mesh:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention kernel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training and tracking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metrics always stream to metrics/host-&lt;i&gt;.jsonl; wandb is optional (global master only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SyncFree AdamW (torch_xla)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AdamW (torch.optim)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log to Weights &amp;&amp; Biases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning rate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global batch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm-up steps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wandb project:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (machine %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>automatic: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The preview is not ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing %1 ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was written: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::OrchestratorRunner</name>
    <message>
        <source>Baseline approved; Continue to optimize.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::PartitionPlan</name>
    <message>
        <source>%1 has %2 dimensions %3, but its spec %4 has %5 entries; give one entry per dimension.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, dimension %2: the mesh has no axis &quot;%3&quot; (it has %4); pick one of those or replicate (None).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses the axis &quot;%2&quot; twice; an axis can split only one dimension of a tensor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, dimension %2 (%3 = %4) does not divide by %5 = %6; choose axes whose sizes multiply to a divisor of %4, or replicate it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The specs name a tensor &quot;%1&quot; that the model does not have; remove it or check the spelling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an object {&quot;input&quot;: [...], &quot;tensors&quot;: {NAME: [...]}}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must map tensor names to specs, for example {&quot;layers.wq&quot;: [&quot;tensor&quot;, &quot;fsdp&quot;]}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown key; partition specs have &quot;input&quot; and &quot;tensors&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::PartitionSpec</name>
    <message>
        <source>%1 must be a list with one entry per tensor dimension: an axis name, a list of axis names, or null (replicated), for example [&quot;fsdp&quot;, null].</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::PipelineDiagram</name>
    <message>
        <source>setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iter %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::PlotImageWriter</name>
    <message>
        <source>%1: unknown image type; use .png, .svg or .pdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not render the plot as %1 for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · exported %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::PlotStack</name>
    <message>
        <source>There is nothing to export: no plot is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::ProfileCapture</name>
    <message>
        <source>%1 is not a profile capture (no &quot;hosts&quot; list).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a host entry has no &quot;host&quot; index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: host %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::ProfileRequester</name>
    <message>
        <source>train.py does not run there (it ended, or never started): only a running run can be profiled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>train.py ended before it had traced the steps; its log says why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>train.py did not trace the steps in time. A project scaffolded before profiles existed does not look for profiles/request.json: scaffold it again; else its steps are slower than the timeout allows (raise --timeout).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host gave no answer about the profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the profile script did not finish; check that the host answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1&apos;s profile done marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its done marker is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>train.py could not trace: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>train.py traced the steps but named no trace file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1 named the trace file &quot;%2&quot;, outside its profile folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not create the folder of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the trace could not be copied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not create %1; check the workspace&apos;s permissions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile has been taken of this run yet (%1 has none); take one with `tpuwb run profile`.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::ProfileSummary</name>
    <message>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>collective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 MiB, more than the %3 MiB the workbench reads; trace fewer steps, or open it in Perfetto.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Chrome trace (no list of events, nor &quot;traceEvents&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no ProfilerStep#&lt;step&gt; spans: it was not written by the project&apos;s `tpuwb run profile` hook (scaffold the project again), or by a profiler whose steps were not marked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a profile summary has no &quot;steps&quot; list.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::ProfileView</name>
    <message>
        <source>Open in TensorBoard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve the chosen host&apos;s traces with TensorBoard (its profile plugin reads XPlane and PyTorch traces)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in Perfetto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve the chosen host&apos;s Chrome trace with Perfetto&apos;s trace_processor; the Perfetto UI (ui.perfetto.dev) finds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top operators by self time on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self ms/step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total ms/step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self % of step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile taken yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: %n step(s) traced on each host (%2).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>host %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1: %2 trace; open it in TensorBoard/XProf (the workbench summarizes Chrome traces only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1: %2 ms per step in the trace, %3 ms measured by train.py; compute %4 %, idle %5 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured by train.py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean traced step (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one step per host (its median step), ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorBoard serves %1 (its address is in its output, http://localhost:6006 by default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 serves %2; open ui.perfetto.dev, which connects to it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::Registry</name>
    <message>
        <source>%1 must be a list of machines, but it is %2. Fix the file; it was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must hold {&quot;tpus&quot;: [...]}, one machine object or a list of machines, but it holds %2. Fix the file; it was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the registry.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::RemoveAxisCommand</name>
    <message>
        <source>Remove axis %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::RemoveVariableCommand</name>
    <message>
        <source>Remove variable %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::ResultTable</name>
    <message>
        <source>hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>std</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δ baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δ %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (+%1 NaN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::ResultsTableModel</name>
    <message>
        <source>%1 (+%2 NaN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (mean)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Std</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δ baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δ %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoothed mean</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::RunAnnotation</name>
    <message>
        <source>A tag cannot be empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tag &quot;%1&quot; has a space, a comma or a quote; a tag is one word (use - or _ between words).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tag &quot;%1&quot; starts with + or -, which `tpuwb run tag` reads as add or remove; leave the sign out.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::RunAnnotationEditor</name>
    <message>
        <source>baseline, paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags of the run, separated by spaces or commas; filter by them with tag:NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes on this run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save tags and notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::RunDisplayName</name>
    <message>
        <source>none</source>
        <comment>a config value that is absent</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::RunFilesFetcher</name>
    <message>
        <source>%1: reading %2 failed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unexpected answer while reading %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot append to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::RunFilter</name>
    <message>
        <source>Filter term &quot;%1&quot; at column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the quote at column %1 is not closed; add a closing &quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`!` alone is not an operator; use != (not equal).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no key before %1; write key%1value, e.g. train.lr&gt;=1e-3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`%1` is not a key; a key is a dotted config path (train.lr) or a metric name (eval/loss) of letters, digits, _ . / -.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no value after %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two operators in a row (%1%2); use one of = != &lt; &lt;= &gt; &gt;=.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 compares numbers, and `%2` is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tag: needs a tag after it, e.g. tag:baseline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`%1` is not a run state; the states are pending, uploading, running, stalled, finished, failed and stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`%1:` is not a field; use tag: or state:, key=value for config values and metrics, or put the word in quotes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::RunFilterEdit</name>
    <message>
        <source>Filter: words, tag:NAME, state:running, train.lr&gt;=1e-3, loss&lt;2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every term must hold. A word matches the id, experiment, tags, notes, state and config values; tag:NAME and state:NAME match exactly; KEY OP VALUE compares a config value (a dotted path), a final metric or seed with = != &lt; &lt;= &gt; &gt;=. Quote a phrase: &quot;lr sweep&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::RunLauncher</name>
    <message>
        <source>The launch of %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not create the run folder %1; check the workspace&apos;s permissions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no launch.sh: it is not a scaffolded project. Scaffold it with `tpuwb scaffold` first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Checking %n host(s)...</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The preflight found problems:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Uploading the project to %1 on %n host(s)...</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 file(s) of the project were already there, whole; they were not sent again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chmod +x launch.sh failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: upload failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
The run was started on no host, so nothing needs stopping; a launch of the same run id sends only the files that are missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n project file(s) were already on the hosts and were not sent again.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Starting %1 on %n host(s)...</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>launch.sh exited with %1 and printed no status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: did not start: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: attempt %2 runs on the hosts but was not in the record (the app was stopped while it started); recorded it from the hosts&apos; status files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the process is gone and no end was recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: exited with %2; see %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stopping %1 on %n host(s)...</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: could not stop: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: train.py did not stop within %2 s of SIGTERM; its process group was killed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was never started and its project folder %2 is gone, so it cannot be uploaded again; launch the experiment anew with `tpuwb run launch`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was never started: uploading what is missing of %2 first...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 still runs attempt %2 on %3; stop it first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::RunListModel</name>
    <message>
        <source>%1
id %2
experiment %3, config %4, seed %5
%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tags: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::RunOperations</name>
    <message>
        <source>There is no run %1 in %2; `tpuwb run status` lists the runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no machine (it was imported): there is nothing to start or stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The launch on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting %1 again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the hosts&apos; metrics could not be fetched (%2); verifying what was fetched before.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::RunPickerDialog</name>
    <message>
        <source>Compare runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  [%2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select shown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::RunPreflight</name>
    <message>
        <source>%1: could not be checked: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the interpreter was not found; set the machine&apos;s `python` to one that exists there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: only %2 free under the remote root; free some space or choose another root.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: process %2 (%3) holds a TPU device; stop it, or run the preflight with cleaning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: has no TPU device (/dev/accel*, /dev/vfio/*): it is not a TPU VM. Choose a TPU machine, or launch with --device cpu for the project&apos;s CPU smoke mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: `import torch_xla` fails with this interpreter (%2); install torch_xla[tpu] there (the project&apos;s requirements.txt), or set the machine&apos;s `python` to the one that has it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a stale libtpu lockfile is left over from an earlier run; remove it, or run the preflight with cleaning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no stack sampler reads this Python (%2); `tpuwb run stacks` uses train.py&apos;s own dump on SIGUSR2 instead. For sampled stacks install py-spy there (`pip install py-spy`), or an austin that knows this Python (`sudo apt-get install austin` where the distribution&apos;s is new enough).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neither py-spy nor austin is installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the check script did not finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the check timed out after 60 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::RunRecord</name>
    <message>
        <source>%1: a run record must be a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: `schema` is &quot;%2&quot;, not tpuwb.run/1; this is no run record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: written by a newer TPU Workbench (schema %2); update to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: `run_id` is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: `state` &quot;%2&quot; is not one of pending, uploading, running, stalled, finished, failed, stopped.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::RunService</name>
    <message>
        <source>Run operations were still running on closing; they are cancelled and left to end.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::RunState</name>
    <message>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uploading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stalled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::RunStyler</name>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::RunVerification</name>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::RunVerifier</name>
    <message>
        <source>Loss decreasing over the first %1 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No loss was logged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loss is %1 at step %2: training diverged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one loss was logged (step %1); log more often to judge the trend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Loss %1 at the start, %2 at the end (means of the first and last %n logged step(s), steps %3 to %4).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No recompilation after warm-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU smoke mode: plain PyTorch compiles nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No step was logged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 (%2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compile count rose after warm-up at %1: a shape or a Python value changes between steps (the Monitor&apos;s compile pane marks each rise).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n rise(s) of the compile count, all in warm-up (the first %1 steps, the first eval and checkpoint).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>HBM within the chip&apos;s capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU smoke mode: no HBM (see the measured memory).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run reported no HBM use (hbm_used_bytes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The config names no known tpu.accelerator_type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most %1 used (host %2, step %3) of %4 per device on a %5 (%6 figure).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nominal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured memory matches the estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run wrote no memory_measured event (the CPU smoke mode measures it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No estimate for this config: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 measured, %3 estimated (%4 %, limit %5 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint saved and restored</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saved at step %1, restored and compared: %n tensor(s) equal.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Saved at step %1, restored, and it differs: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A later attempt resumed from a checkpoint this run saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved at step %1 but never restored in this run; the smoke test checks the round trip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No checkpoint was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No legacy torch_xla call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project&apos;s sources are not at hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project has no Python file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) of `tpuwb lint`: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>`tpuwb lint` finds nothing in %n Python file(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Mesh size equals the device count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run&apos;s mesh %1 has %2 devices; the runtime reported %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The config has no tpu.mesh with a known accelerator type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The experiment&apos;s mesh %1 has %2 devices; %3 x %4 has %5 (checked on the design: this run did not report a mesh).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the project&apos;s files could not be listed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json: tpu.accelerator_type is missing or unknown.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::RunView</name>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approve baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read source.py and baseline_rationale.md (Code tab) first: the run is scored against this baseline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autotune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ideas ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Debug history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>External evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejected because</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iteration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adopted in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a TPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REPLAY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The journal does not say which worker ran this run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iteration %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline %1, assurance: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best: iteration %1, %2 ms, %3× vs base.py%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (replayed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best: none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Times and speedups from the harness&apos;s STDOUT, against base.py.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iteration %1 (%2×)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speedup above %1× in %2: review correctness before trusting it; unusually good results are often measurement or correctness errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iteration %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference trust: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ideas ledger (the run has no references).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>*No failures recorded.*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>**%1**, from MaxKernel&apos;s `compare_kernel.py`: the published kernel timed against your PyTorch module through torch_xla. Its speedup is against your source; the Iterations tab&apos;s is against base.py. Shown as written (its schema is not public).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No %1 in this run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To time the published kernel against your PyTorch module, run on the TPU VM in MaxKernel&apos;s environment (`$MK` is its root):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not offered: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No autotune results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (output correct)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied: %1, %2 ms (%3 trials).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trial was correct; nothing applied (%1 trials).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> The recorded optimized time (%1 ms) was measured before this configuration was applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No DECISION line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DECISION: NEEDS_IMPROVEMENT = True</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DECISION: NEEDS_IMPROVEMENT = False</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orchestrator starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recording the approval…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workbench window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop requested.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::ScaffoldPlan</name>
    <message>
        <source>%1 exists and is not a file; move it away to scaffold here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1 to compare it: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new      %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same     %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed  %1 (+%2 -%3)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already holds %2 with other content; nothing was written. Review the diff and allow overwriting (--force), or choose another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::ScaffoldPreviewPage</name>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The generated project. Nothing is written until you press Finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rendering ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rendering the templates ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project cannot be generated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Overwrite %n changed file(s) in the folder: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 files into %2 (config hash %3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::SeriesPlot</name>
    <message>
        <source>step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 (step %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: mean %2 over %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NaN / inf</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Log scale: %n series with no value above 0 not drawn</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Log scale: values ≤ 0 left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::SetBaseCommand</name>
    <message>
        <source>Use base experiment %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::SetBaselineValueCommand</name>
    <message>
        <source>Set baseline of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::SetInvariantsCommand</name>
    <message>
        <source>Set invariants</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::SetMetricCommand</name>
    <message>
        <source>Set metric to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::SetModeCommand</name>
    <message>
        <source>Set mode to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::SetSeedsCommand</name>
    <message>
        <source>Set seeds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::SetTensorSpecCommand</name>
    <message>
        <source>Shard %1 dimension %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::SetVariablePathCommand</name>
    <message>
        <source>Vary %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::SetVariableValuesCommand</name>
    <message>
        <source>Set values of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>known_hosts file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from ~/.ssh/config, else your login name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default SSH user:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default SSH key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh-agent, then ~/.ssh/id_*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the stacks of every host once when a run turns stalled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. curl -s -d &quot;$TWB_RUN_ID: $TWB_EVENT&quot; https://example.org/hook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run through /bin/sh on each alert, with TWB_EVENT (stalled, crashed, nan, straggler, finished), TWB_RUN_ID, TWB_HOST, TWB_MACHINE and TWB_DETAIL in its environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show alerts as desktop notifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straggler alert after:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::SftpClient</name>
    <message>
        <source>no such file or folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file system is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection was lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SFTP error %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot %1 %2 on %3: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start SFTP on %1: %2. Check that the host&apos;s sshd has the sftp subsystem enabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resolve the home folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create files under %1 on %2: it is not a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>create the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot replace %1 on %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1 failed: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing %1 failed: %2. The previous content is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::ShardingPlan</name>
    <message>
        <source>%1: tpu.mesh.device_ids must list each of the %2 device ids 0..%3 once; save the mesh again from the Mesh panel or remove the field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 has %3 entries but %4 has %5 dimensions %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 names the axis &quot;%3&quot;, which tpu.mesh does not have (%4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::SmokeTestRunner</name>
    <message>
        <source>no check could be applied (the run wrote no metrics stream).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>train.py ended, but a check failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot empty %1; remove it and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start %1 in %2: %3. Check the Python interpreter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>train.py ended on a signal (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::SmokeTestWidget</name>
    <message>
        <source>The Python interpreter with PyTorch (Debian&apos;s python3-torch lives in /usr/bin/python3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoke test on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs train.py --device cpu: plain PyTorch, the same model, data, metrics and checkpoint code as on the TPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: loss %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoke test passed: %1 steps on the CPU, every applicable check passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoke test failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoke test did not finish: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoke test failed with exit code %1; the log above says why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting %1 ...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::SpecProbe</name>
    <message>
        <source>The device probe on %1 did not finish; its output was: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reports the accelerator type &quot;%2&quot;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand-typed spec of %1 (%2 x %3) differs from the hardware (%4 x %5); it was replaced.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::SshCommandRunner</name>
    <message>
        <source>Lost the connection to %1 while trying to %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot %1 on %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open a channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start the command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read the output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait for the exit status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::SshConnectError</name>
    <message>
        <source>Cannot connect to %1: the host name %2 does not resolve (DNS: %3). Check the spelling of the host in the machine&apos;s entry or use its IP address; if the name is only known inside a VPN or a cloud network, connect to that first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect to %1: the connection was refused. The host is up, but nothing listens on port %2. Check the machine&apos;s SSH port (usually 22) and that sshd runs on the host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect to %1: no answer within %2 s. The host may be down or stopped, the address may be wrong, or a firewall drops the connection. Check that the TPU VM is running (gcloud compute tpus tpu-vm describe) and that TCP port %3 is open to this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect to %1: the port accepted the connection but sent no SSH banner within %2 s (%3). Check that sshd, not another service, listens on port %4 and that the host is not overloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect to %1: there is no network route to the host (%2). Check the address, and that this machine is on the network (or VPN) that reaches it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect to %1: the port accepted the connection and closed it before any SSH greeting (%2). Another service may listen on port %3, or sshd dropped the connection (too many unauthenticated connections, a firewall or TCP wrapper rule). Check the port and sshd&apos;s log on the host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect to %1 through the jump host %2: %3. Check that `ssh %2` works from this machine and that the jump host reaches %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2. Check that the host is running and that its SSH port is reachable.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::SshHostKeyCheck</name>
    <message>
        <source>%1 did not present a host key: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 key %2 at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a different key (the line could not be found)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused to connect to %1: it offered a %2 host key %3, but the known_hosts file records a key of another type for it: %4. This can be an attack (man in the middle). The known_hosts file was not changed. If the host&apos;s keys were really replaced, confirm the new fingerprint with its administrator, remove the old line with `%5`, and connect again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused to connect to %1: its host key has CHANGED. It offered %2 key %3, but the known_hosts file records %4. Someone may be intercepting the connection (man in the middle), or the host was reinstalled. The known_hosts file was not changed. If you know the host was reinstalled, confirm the new fingerprint with its administrator, remove the old line with `%5`, and connect again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the known_hosts file; the host key of %2 was not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1 to save the host key of %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the host key of %1 to %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot check the host key of %1 against %2: %3. Check that the file is readable and well formed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Did not connect to %1: its %2 host key %3 was not accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused to connect to %1: its host key is not known (%2 key %3; not in %4). Check the fingerprint with the host&apos;s administrator (on the host: `ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub`), then re-run with --accept-new, or accept the key in the GUI.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::SshTransport</name>
    <message>
        <source>Internal error: the SSH connection to %1 was used from a second thread (a libssh session belongs to one thread). Please report this bug.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot %1 on %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No host name given for the SSH connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No known_hosts file configured for %1; set one (--known-hosts, or Settings in the GUI).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>libssh could not create a session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot parse the SSH config %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authentication failed on %1: the host accepted none of the SSH agent&apos;s keys or ~/.ssh/id_* keys for user %2. Check the machine&apos;s SSH user, set its key file (or IdentityFile in ~/.ssh/config), and check that the key&apos;s public half is in ~/.ssh/authorized_keys of %2 on the host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The identity file %1 for %2 does not exist. Fix the machine&apos;s SSH identity file setting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the private key %1: it is not a key file libssh understands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key %1 is protected by a passphrase and there is no way to ask for it here. Load it into the SSH agent (`ssh-add %1`) and retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Login to %1 cancelled: no passphrase for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot unlock the key %1: wrong passphrase (%2 attempts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authentication failed on %1: the host refused the key %2 for user %3. Check the machine&apos;s SSH user and key file, and that %2.pub is in ~/.ssh/authorized_keys of that user on the host.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::StackDump</name>
    <message>
        <source>%1: expected a list of frames.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a frame is not an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a stack dump (no &quot;hosts&quot; list).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a host entry has no &quot;host&quot; index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: host %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::StackParser</name>
    <message>
        <source>py-spy dump --json printed no list of threads.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::StackSampler</name>
    <message>
        <source>train.py does not run there (it ended, or never started); its log says why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stack script did not finish; try again, and check that the host answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no stack sampler worked (%1). Install py-spy there (`pip install py-spy`) or an austin that knows its Python, or scaffold the project again so that train.py dumps its own stacks on SIGUSR2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none is installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host did not answer within 30 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not create %1; check the workspace&apos;s permissions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stack dump has been taken of this run yet (%1 is empty); take one with `tpuwb run stacks`.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::StackView</name>
    <message>
        <source>Where (most recent call first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File:line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stack dump taken yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hosts %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odd one out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n thread(s) each)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>thread %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thread %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1: no stacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stacks of %n host(s), taken %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Odd one(s) out, not where the others are: host %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No host is odd: no single group holds more hosts than every other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every host is at the same place.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::TemplateRenderer</name>
    <message>
        <source>Template %1, %2: %3. Fix the template; nothing was generated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partial `%1` used, but this renderer has no partials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partial `%1` cannot be loaded (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`%1` is not in the data given to the template (a typo, or a key the caller must add)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::TemplateStore</name>
    <message>
        <source>Template path `%1` leaves the templates folder %2; use a path relative to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is missing or unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the templates folder does not exist; set TPUWB_TEMPLATES or reinstall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read template %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template folder %1 does not exist; set TPUWB_TEMPLATES or reinstall.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::TensorTableModel</name>
    <message>
        <source>Dimension %1 (%2): the mesh axes it is split over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dim 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dim 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dim 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shard per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes / device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::TfEventReader</name>
    <message>
        <source>%1: the record at byte %2 is damaged (%3); it is skipped and the file read on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::TfRecordReader</name>
    <message>
        <source>a record length of %1 bytes, past the limit of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the length&apos;s checksum does not match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data&apos;s checksum does not match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::TpuGeneration</name>
    <message>
        <source>%1 (e.g. %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> [naming uncertain]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::ValidatedWizardPage</name>
    <message>
        <source>Error:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::ValueRange</name>
    <message>
        <source>%1: lo and hi must be finite numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: n is %2; give the number of values, from 1 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a log range needs lo and hi above 0 (got %2 and %3); use &quot;scale&quot;: &quot;linear&quot; or positive ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be an object {&quot;lo&quot;, &quot;hi&quot;, &quot;n&quot;, &quot;scale&quot;} or a string &quot;lo:hi:n&quot;, not a %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has an unknown key &quot;%2&quot;; a range has lo, hi, n and scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;n&quot; must be an integer (how many values).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;scale&quot; must be &quot;linear&quot; or &quot;log&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a range; write &quot;lo:hi:n&quot; (n log-spaced values) or &quot;lo:hi:n:lin&quot; (linear), for example &quot;1e-4:1e-2:3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; has no scale, so it means %3 log-spaced values, which need ends above 0; earlier versions read it as linear: write &quot;%2:lin&quot; for that.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::VariableEditor</name>
    <message>
        <source>The dotted field of experiment.json to vary, such as train.lr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1, 2, 4   or   adamw, sgd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n = </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>linear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give at least one value, such as 1, 2, 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has an empty value between commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lo and hi must be numbers, such as 1e-4 and 1e-2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ %1 values: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the base experiment&apos;s value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::VariableListModel</name>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::VerificationView</name>
    <message>
        <source>Verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the run against ml-engine&apos;s self-verification list (`tpuwb run verify`)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks: no run open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Checks: all %n applicable passed.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checks: %n failed.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Checks: none applies yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::Workspace</name>
    <message>
        <source>The workspace %1 is on a read-only file system: it is open for reading only, and saving, launching and other changes are off. Remount it read-write or copy it to a writable folder to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace %1 is not writable by this user: it is open for reading only, and saving, launching and other changes are off. Check the folder&apos;s permissions or copy it to a writable folder to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the workspace folder %1. Check the permissions or choose another workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has schema %2, which this version of TPU Workbench cannot read (it reads %3). Use a newer TPU Workbench.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::WorkspaceTrust</name>
    <message>
        <source>Machine %1 in %2 asks to run a command this workspace carries (%3): %4
A workspace can come from someone else&apos;s repository, so its commands run only once you trust it. If you know this command, trust the workspace with `tpuwb --workspace %5 workspace trust` (or answer the question the app asks when it opens the workspace); nothing was run.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::WorkspaceTrustPrompt</name>
    <message>
        <source>&lt;li&gt;machine &lt;b&gt;%1&lt;/b&gt;, %2:&lt;br&gt;&lt;code&gt;%3&lt;/code&gt;&lt;/li&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust this workspace?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;The workspace &lt;b&gt;%1&lt;/b&gt; carries commands that the workbench would run on your machines:&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;A workspace can come from someone else&apos;s repository. Trust it only if you know these commands. Until you do, they are refused and nothing of them runs.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust these commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Don&apos;t trust</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Workspace %1 trusted: %n command(s) approved.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Workspace %1 not trusted: its commands stay refused.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::XAxisTicker</name>
    <message>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time since start (h:m:s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::kernel::AutotuneResults</name>
    <message>
        <source>%1 must hold a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::kernel::ExternalEvaluation</name>
    <message>
        <source>the external comparison times a PyTorch source; this run&apos;s source is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no kernel was published (optimized.py)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::kernel::IdeasLedger</name>
    <message>
        <source>%1 must hold a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::kernel::JobPlan</name>
    <message>
        <source>  (n/a: no golden values for CUDA)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::kernel::JobValidator</name>
    <message>
        <source>the job file must hold a JSON object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schema is %1, expected &apos;%2&apos;; validating as v1 anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`input` is required and must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input.type must be one of %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input.type is &apos;specification&apos; but input.path is set. A specification job has no source file -- if you have one, give its real type instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input.type is &apos;specification&apos; requires an input.specification object describing what to compute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input.specification.description is required: one or two sentences naming the computation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input.specification.tensors is required and must be a non-empty list. Shapes and dtypes cannot be invented: they define the problem, and general_rules #6 forbids substituting them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input.specification.tensors[%1] must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input.specification.tensors[%1].shape is [] (a scalar); MaxKernel&apos;s own validator rejects an empty shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input.specification.tensors[%1] is missing &apos;%2&apos; (role is &apos;input&apos;, &apos;output&apos; or &apos;parameter&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input.specification.synthesize_as must be one of %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input.specification.user_confirms_baseline must be true. In this mode the agent writes the baseline it will then be scored against, so the run pauses for you to read and approve that baseline before any optimization begins. Setting this field is how you accept that step exists; the run will still stop and wait for the actual approval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input.path is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input.path must be a string (a file or folder), got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has_reference is required (true or false)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has_reference must be true or false, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>references must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has_reference is true but references is empty. Either give the reference path, or set has_reference to false — otherwise the run would silently proceed with no reference at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has_reference is false but %1 reference(s) are listed. The references would be ignored; say which you meant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>references[%1] must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>references[%1].type must be one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>references[%1].path is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>references[%1].path must be a string, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>references[%1].relationship must be one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>references[%1].role is %2; &apos;donor&apos; is the only role MaxKernel knows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs_jax_conversion is required (true or false)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs_jax_conversion must be true or false, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jax_conversion.emit_readable_reference must be true or false, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs_jax_conversion is true, so jax_conversion.method must be &apos;torchax&apos; or &apos;llm_port&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input.type is &apos;jax&apos; and needs_jax_conversion is true. A JAX input is already the reference; there is nothing to convert.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input.specification.synthesize_as is &apos;jax&apos; and needs_jax_conversion is true. A synthesized JAX baseline IS base.py; there is nothing further to convert.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jax_conversion.method &apos;torchax&apos; cannot convert a CUDA input. torchax traces PyTorch modules; CUDA C++ has to be ported by an agent — use &apos;llm_port&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs_jax_conversion is false but jax_conversion.method is %1; set it to &apos;none&apos; or omit it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>synthesize_as is &apos;pytorch&apos; but needs_jax_conversion is false. A synthesized PyTorch baseline still has to become base.py like any other PyTorch input -- set needs_jax_conversion true with a method, or synthesize_as &apos;jax&apos; to skip the step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input.type is %1 with needs_jax_conversion false, so no base.py is produced. tools/assemble_test_harness.py binds `base_computation` from a file defining `computation`, so the internal timing harness cannot run. Either set needs_jax_conversion true, or set evaluation.compare_against_source true to measure externally with evaluation/compare_kernel.py.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jax_conversion.method is &apos;torchax&apos; with emit_readable_reference false: torchax produces the oracle but no base.py, so the internal timing harness cannot run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> evaluation.compare_against_source is set, so performance will be measured externally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Set emit_readable_reference true, or set evaluation.compare_against_source true.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evaluation.compare_against_source is true, but synthesize_as is &apos;jax&apos;, so there is no PyTorch source to compare against. Use synthesize_as &apos;pytorch&apos; if you want that measurement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evaluation.compare_against_source is true for a CUDA input. A TPU host cannot execute CUDA, so there is nothing to compare against. Every number for a CUDA input is measured against the JAX port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>correctness.%1 must be a positive number, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>correctness.%1 is %2; a tolerance that loose accepts almost any output and will not catch a real error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loop.max_iterations must be a positive integer, got %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::kernel::KernelJob</name>
    <message>
        <source>The job file %1 does not exist. Check the path.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::kernel::KernelMachine</name>
    <message>
        <source>No machine named %1 in %2. Add it in the Machines panel or with `tpuwb registry add`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This machine has no registry entry, so it names no workbench.kernel_worker_command and no worker can run %1; %3. Register it with its worker, e.g. `tpuwb registry add &apos;{&quot;mode&quot;: &quot;local&quot;, &quot;workbench&quot;: {&quot;kernel_worker_command&quot;: %2}}&apos;`, then create the run on that machine. &quot;replay&quot; instead replays the recorded RMSNorm example job only (docs/kernel.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine %1 has no workbench.kernel_worker_command, so no worker can run %2; %4. Set it in the machine&apos;s entry to the command that runs one MaxKernel iteration, e.g. &quot;kernel_worker_command&quot;: %3 (the shipped adapter for MaxKernel&apos;s maxkernel-worker, docs/kernel.md). &quot;replay&quot; instead replays the recorded RMSNorm example job only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing was created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing was dispatched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run %1 is a REPLAY of the recorded example; machine %2 now names a real worker (%3), which would mix measured iterations with copied ones. Create a new run from the job instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine %1 uses the replay worker (workbench.kernel_worker_command: &quot;replay&quot;), but the run %2 was not created for the replay of the recorded example job; it is not dispatched. Set workbench.kernel_worker_command to a real worker, e.g. &quot;bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::kernel::KernelOrchestrator</name>
    <message>
        <source>max_iterations %1 -&gt; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A worker of %1 has been running on %2 for more than %3 s and still holds %4. Check it on the host, then run the orchestrator again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`flock` failed on %1 (exit %2): %3. The host needs util-linux&apos;s flock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cancel command configured for this machine (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; exit %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iter%1/optimized.py (%2 ms, speedup %3) -&gt; optimized.py%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; best_* corrected to follow the rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no compiled and correct iteration; final_code_path is null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orchestrator started on %1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped on request; the run can be continued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/state.json has neither primary nor input_language (the older MaxCode format); it can be viewed but not run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iteration %1 of %2 committed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port_verified is false: the baseline failed its gate; never retried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the synthesized baseline (source.py, baseline_rationale.md) waits for approval: tpuwb kernel approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worker for iteration %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another worker of this run holds %1; waiting for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iteration %1 committed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline synthesized; approval needed (not counted as an attempt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dispatch was stopped on request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state.json unchanged (iteration %1, target %2); worker exit %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, timed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dispatch left the state unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dispatches for iteration %2 left the state unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attempt %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::kernel::KernelRunControl</name>
    <message>
        <source>There is no baseline to approve yet: %1/%2 is missing. Run the orchestrator until it pauses for approval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not waiting for a baseline approval (primary.language is %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline approved; primary.language = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop requested by %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::kernel::KernelRunCreator</name>
    <message>
        <source>The job %1 is not valid; fix these first:
  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job %1 names paths that do not exist:
  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>created %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this machine</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::kernel::KernelWorker</name>
    <message>
        <source>REPLAY of the recorded RMSNorm example: nothing was measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the machine&apos;s worker command: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REPLAY: copied from the recorded RMSNorm example run (templates/kernel/examples/rmsnorm-torchax/recording); nothing was measured on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::kernel::OrchestratorJournal</name>
    <message>
        <source>Cannot open %1 to record a decision: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write to %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another orchestrator is already running this run (it holds a lock on %1). Stop it first, or wait for it to finish.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::kernel::PhaseDeriver</name>
    <message>
        <source>torchax without a readable reference: no base.py can exist; this run needs the external harness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approved by the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read source.py and baseline_rationale.md, then approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torchax did not reproduce eager PyTorch; golden values captured instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>golden_path points at a missing file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 references dropped (no CUDA kernel found)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reference trust: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base.py is numerically or structurally different from the oracle; the run stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no golden values for CUDA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base.py does not compute what the source computes; emergency stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base time %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the smoke test printed no BASE_TIME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base choice: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not compile within the attempt budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CORRECTNESS: False; the kernel disagrees with base.py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best configuration applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no correct trial; nothing applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no DECISION line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state.json has neither `primary` nor `input_language` (the older MaxCode format); it can be viewed but not run.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::kernel::ReplayRecording</name>
    <message>
        <source>Machine %1 uses the replay worker (workbench.kernel_worker_command: &quot;replay&quot;), which only replays the recorded example job (%2): it copies that run&apos;s files and numbers and measures nothing. The job %3 is not that job, so no run was created. Set workbench.kernel_worker_command to a real worker, e.g. &quot;bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}&quot; (docs/kernel.md).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::kernel::RunArtifacts</name>
    <message>
        <source>optimized.py (published)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::kernel::RunHost</name>
    <message>
        <source>%1 failed on %2 (exit %3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading $HOME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reports no usable home folder ($HOME is &quot;%2&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creating the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist; nothing to copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copying %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appending to %1 on %2 failed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1 on %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing %1 on %2 failed (exit %3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 kept changing while the workbench tried to update it; try again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::kernel::RunLocation</name>
    <message>
        <source>%1 is not a kernel run folder: it has neither state.json nor %2. Pass the folder that `tpuwb kernel new` printed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::kernel::RunReport</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source># Kernel run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- Machine: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- Worker: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not recorded (a run made outside the workbench): it is not known what produced these numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- Status: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- state.json: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- Iterations: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>## Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The speedups below are against `base.py`, the JAX baseline, timed by MaxKernel&apos;s harness on the TPU (never against the original %1 source).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- Source language: %1; reference mode: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- Assurance of the baseline: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- Golden capture degraded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- Base time: %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>## Iterations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every number in this table was copied from the recording; none was measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>| Iteration | Compiled | Correct | Base ms | Optimized ms | Speedup vs base.py | Base | Outcome |</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (speedup above %1×: check correctness)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (base time drifted over 10 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>## Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- Best: iteration %1, %2 ms, %3× faster than base.py%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (replayed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- Best: none; no iteration was correct and timed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- Published: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing (no correct kernel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>## External evaluation (vs your PyTorch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`%1`, written by MaxKernel&apos;s `compare_kernel.py`: the kernel timed against your PyTorch module through torch_xla. Its speedup is against your source, not base.py; the gap between the two is the most informative number. The file is shown as written (its schema is not public).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It could not be parsed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not offered: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run yet. To time the published kernel against your PyTorch module, run on the TPU VM, in MaxKernel&apos;s environment (`$MK` is its root):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workbench shows `%1` here once it is in the run folder.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::kernel::RunStatusReport</name>
    <message>
        <source>run       : %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worker    : %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not recorded (it is not known what produced these numbers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (nothing running; `tpuwb kernel run` continues it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>status    : %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error     : %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iteration : %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline  : %1 (assurance: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best      : iteration %1, %2 ms, speedup %3x vs base.py%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (REPLAYED, not measured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best      : none yet (base.py)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>published : %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing (no correct kernel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>phase  status                  note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iterations (REPLAYED: every number copied from the recording)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iterations (numbers from the harness STDOUT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>phases 1-6: + done, - not applicable, . pending, &gt; running, x failed, ~ degraded, ? waiting, ! inconsistent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iter  compile test  base ms    opt ms     speedup  base   phases 1-6        outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> [speedup &gt; %1x: check correctness]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> [base time drifted &gt;10%]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning   : %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::kernel::StateSchema</name>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an integer or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: field `%2` must be %3, but it is %4 (%5). The file was not changed; correct that field (or restore the file) and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: field `%2` holds %3, which is not a measurement; it is read as null.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must hold a JSON object, but it holds %2. The file was not changed; restore it from a backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no `primary` object (an older run); it was built from input_language and source_path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: field `%2.iteration` is missing; every history entry names its iteration. The file was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: field `%2` is %3, but it must be at least %4. The file was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::kernel::StatusText</name>
    <message>
        <source>worker started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iteration committed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>baseline waits for approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state.json unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another worker is running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no state.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state.json unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped: the baseline failed its gate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>emergency stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for baseline approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>setting up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iterating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kernel published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no correct kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>publishing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>degraded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fell back to llm_port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inconsistent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incorrect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not compile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verified (structure and values)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verified against golden values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>approved by you, not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unverified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orchestrator started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iteration limit changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel TPU jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline approved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emergency stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orchestrator ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing correct to publish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worker command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orchestrator running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paused</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>twb::kernel::WorkerCommand</name>
    <message>
        <source>The kernel worker command is empty. Set workbench.kernel_worker_command in the machine&apos;s entry, e.g. &quot;bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kernel_worker_command uses the placeholder {%1}; only {run_dir}, {target} and {python} exist. Fix the machine&apos;s entry.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
