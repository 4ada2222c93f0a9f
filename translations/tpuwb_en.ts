<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name></name>
    <message numerus="yes">
        <source>Workspace %1 trusted (%n command(s)).</source>
        <translation>
            <numerusform>Workspace %1 trusted (%n command).</numerusform>
            <numerusform>Workspace %1 trusted (%n commands).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckpointCommand</name>
    <message numerus="yes">
        <source>    group %1: lr %2, %n parameter(s)</source>
        <translation>
            <numerusform>    group %1: lr %2, %n parameter</numerusform>
            <numerusform>    group %1: lr %2, %n parameters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  optimizer: %n param group(s); state of %1: %2 (%3), keys %4</source>
        <translation>
            <numerusform>  optimizer: %n param group; state of %1: %2 (%3), keys %4</numerusform>
            <numerusform>  optimizer: %n param groups; state of %1: %2 (%3), keys %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n parameter(s)</source>
        <translation>
            <numerusform>%n parameter</numerusform>
            <numerusform>%n parameters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s)</source>
        <translation>
            <numerusform>%n tensor</numerusform>
            <numerusform>%n tensors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DoctorCommand</name>
    <message numerus="yes">
        <source>%n machine host(s) could not be asked:
%1</source>
        <translation>
            <numerusform>%n machine host could not be asked:
%1</numerusform>
            <numerusform>%n machine hosts could not be asked:
%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KernelCommand</name>
    <message numerus="yes">
        <source>A/B ablation %1: %2.enabled false (baseline) / true x %n seed(s), %3 runs; launch it with `tpuwb ablate launch %1`</source>
        <translation>
            <numerusform>A/B ablation %1: %2.enabled false (baseline) / true x %n seed, %3 runs; launch it with `tpuwb ablate launch %1`</numerusform>
            <numerusform>A/B ablation %1: %2.enabled false (baseline) / true x %n seeds, %3 runs; launch it with `tpuwb ablate launch %1`</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LintCommand</name>
    <message numerus="yes">
        <source>%1: rewrote %n legacy call(s)
</source>
        <translation>
            <numerusform>%1: rewrote %n legacy call
</numerusform>
            <numerusform>%1: rewrote %n legacy calls
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MeshCommand</name>
    <message numerus="yes">
        <source>mesh: %1 over %n slice(s), %2 devices</source>
        <translation>
            <numerusform>mesh: %1 over %n slice, %2 devices</numerusform>
            <numerusform>mesh: %1 over %n slices, %2 devices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MetricsCommand</name>
    <message numerus="yes">
        <source>%1: the last record of %n event file(s) is not all written yet; what is complete was imported.</source>
        <translation>
            <numerusform>%1: the last record of %n event file is not all written yet; what is complete was imported.</numerusform>
            <numerusform>%1: the last record of %n event files is not all written yet; what is complete was imported.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PortCommand</name>
    <message numerus="yes">
        <source>%n change(s):</source>
        <translation>
            <numerusform>%n change:</numerusform>
            <numerusform>%n changes:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunAttachCommand</name>
    <message numerus="yes">
        <source>Attached to %1 on %n worker(s) of %2 (%3). Follow it with `tpuwb metrics tail %4` or in the Monitor; `tpuwb run detach %4` stops following without touching the job.</source>
        <translation>
            <numerusform>Attached to %1 on %n worker of %2 (%3). Follow it with `tpuwb metrics tail %4` or in the Monitor; `tpuwb run detach %4` stops following without touching the job.</numerusform>
            <numerusform>Attached to %1 on %n workers of %2 (%3). Follow it with `tpuwb metrics tail %4` or in the Monitor; `tpuwb run detach %4` stops following without touching the job.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunCommand</name>
    <message numerus="yes">
        <source>%1: %n check(s) failed.</source>
        <translation>
            <numerusform>%1: %n check failed.</numerusform>
            <numerusform>%1: %n checks failed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slice(s): %1</source>
        <translation>
            <numerusform>%n slice: %1</numerusform>
            <numerusform>%n slices: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n TPU device(s), torch_xla %1</source>
        <translation>
            <numerusform>, %n TPU device, torch_xla %1</numerusform>
            <numerusform>, %n TPU devices, torch_xla %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunProfileCommand</name>
    <message numerus="yes">
        <source>%1: %n step(s) traced on each host, saved in %2</source>
        <translation>
            <numerusform>%1: %n step traced on each host, saved in %2</numerusform>
            <numerusform>%1: %n steps traced on each host, saved in %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunStacksCommand</name>
    <message numerus="yes">
        <source>%1: stacks of %n host(s) taken at %2, saved in %3</source>
        <translation>
            <numerusform>%1: stacks of %n host taken at %2, saved in %3</numerusform>
            <numerusform>%1: stacks of %n hosts taken at %2, saved in %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Odd one(s) out: host(s) %1 (not where the other hosts are).</source>
        <translation>
            <numerusform>Odd one out: host %1 (not where the other hosts are).</numerusform>
            <numerusform>Odd ones out: hosts %1 (not where the other hosts are).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>host(s) %1</source>
        <translation>
            <numerusform>host %1</numerusform>
            <numerusform>hosts %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n thread</numerusform>
            <numerusform>%n threads</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScaffoldCommand</name>
    <message numerus="yes">
        <source>config hash %1; wrote %n file(s) to %2
smoke test: cd %2 &amp;&amp; python3 train.py --device cpu --max-steps 20
</source>
        <translation>
            <numerusform>config hash %1; wrote %n file to %2
smoke test: cd %2 &amp;&amp; python3 train.py --device cpu --max-steps 20
</numerusform>
            <numerusform>config hash %1; wrote %n files to %2
smoke test: cd %2 &amp;&amp; python3 train.py --device cpu --max-steps 20
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuwb</name>
    <message numerus="yes">
        <source>tpuwb: %1 needs %n argument(s).

</source>
        <translation>
            <numerusform>tpuwb: %1 needs %n argument.

</numerusform>
            <numerusform>tpuwb: %1 needs %n arguments.

</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuwb metrics</name>
    <message numerus="yes">
        <source>imported %1 lines (%2 malformed, skipped) into run %3 with %n host(s)</source>
        <translation>
            <numerusform>imported %1 lines (%2 malformed, skipped) into run %3 with %n host</numerusform>
            <numerusform>imported %1 lines (%2 malformed, skipped) into run %3 with %n hosts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::AblationEditor</name>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n cell</numerusform>
            <numerusform>%n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s)</source>
        <translation>
            <numerusform>%n seed</numerusform>
            <numerusform>%n seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::AblationLauncher</name>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed or stopped run(s) queued again.</source>
        <translation>
            <numerusform>%n failed or stopped run queued again.</numerusform>
            <numerusform>%n failed or stopped runs queued again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::AblationPanel</name>
    <message numerus="yes">
        <source>%1 of %n run(s) launched: %2 finished, %3 failed or stopped, %4 live</source>
        <translation>
            <numerusform>%1 of %n run launched: %2 finished, %3 failed or stopped, %4 live</numerusform>
            <numerusform>%1 of %n runs launched: %2 finished, %3 failed or stopped, %4 live</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::AlertList</name>
    <message numerus="yes">
        <source>Alerts: %n</source>
        <translation>
            <numerusform>Alerts: %n</numerusform>
            <numerusform>Alerts: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::AlertMonitor</name>
    <message numerus="yes">
        <source>Every host finished (%n host(s)).</source>
        <translation>
            <numerusform>Every host finished (%n host).</numerusform>
            <numerusform>Every host finished (%n hosts).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::CheckpointBrowser</name>
    <message numerus="yes">
        <source>%n checkpoint(s) of %1 in %2; %3 complete. Resume continues from the newest complete one.</source>
        <translation>
            <numerusform>%n checkpoint of %1 in %2; %3 complete. Resume continues from the newest complete one.</numerusform>
            <numerusform>%n checkpoints of %1 in %2; %3 complete. Resume continues from the newest complete one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lr %1, %n parameter(s)</source>
        <translation>
            <numerusform>lr %1, %n parameter</numerusform>
            <numerusform>lr %1, %n parameters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s)</source>
        <translation>
            <numerusform>%n tensor</numerusform>
            <numerusform>%n tensors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n parameter(s)</source>
        <translation>
            <numerusform>%n parameter</numerusform>
            <numerusform>%n parameters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::CodeDiffView</name>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n line</numerusform>
            <numerusform>%n lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::CompareCurvesView</name>
    <message numerus="yes">
        <source>%1 (%n runs)</source>
        <translation>
            <numerusform>%1 (%n run)</numerusform>
            <numerusform>%1 (%n runs)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::CompareExporter</name>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comparison of %n run(s)</source>
        <translation>
            <numerusform>Comparison of %n run</numerusform>
            <numerusform>Comparison of %n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s); keys that differ: %1</source>
        <translation>
            <numerusform>%n cell; keys that differ: %1</numerusform>
            <numerusform>%n cells; keys that differ: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::ComparePanel</name>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading %n run(s)…</source>
        <translation>
            <numerusform>Reading %n run…</numerusform>
            <numerusform>Reading %n runs…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n cell</numerusform>
            <numerusform>%n cells</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::DataPreparation</name>
    <message numerus="yes">
        <source>%n shard(s)</source>
        <translation>
            <numerusform>%n shard</numerusform>
            <numerusform>%n shards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::DeviceGridWidget</name>
    <message numerus="yes">
        <source>%n device(s) of %1: %2</source>
        <translation>
            <numerusform>%n device of %1: %2</numerusform>
            <numerusform>%n devices of %1: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) (%1)</source>
        <translation>
            <numerusform>%n chip (%1)</numerusform>
            <numerusform>%n chips (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>colour: %1 coordinate (0..%2); outline: one TPU VM (%n chip(s))</source>
        <translation>
            <numerusform>colour: %1 coordinate (0..%2); outline: one TPU VM (%n chip)</numerusform>
            <numerusform>colour: %1 coordinate (0..%2); outline: one TPU VM (%n chips)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::DeviceMap</name>
    <message numerus="yes">
        <source>The mesh %1 does not multiply out to %2 devices per slice and %n slice(s); fix the axes first.</source>
        <translation>
            <numerusform>The mesh %1 does not multiply out to %2 devices per slice and %n slice; fix the axes first.</numerusform>
            <numerusform>The mesh %1 does not multiply out to %2 devices per slice and %n slices; fix the axes first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::DiagnosticsBar</name>
    <message numerus="yes">
        <source>Tracing %n step(s) on every host of %1…</source>
        <translation>
            <numerusform>Tracing %n step on every host of %1…</numerusform>
            <numerusform>Tracing %n steps on every host of %1…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::GcloudImportDialog</name>
    <message numerus="yes">
        <source>%n TPU VM(s) and queued resource(s) found.</source>
        <translation>
            <numerusform>%n TPU VM or queued resource found.</numerusform>
            <numerusform>%n TPU VMs and queued resources found.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::HostKeyDialog</name>
    <message numerus="yes">
        <source>%n host(s) offer a key that %1 does not record. Connect to them and remember their keys?</source>
        <translation>
            <numerusform>%n host offers a key that %1 does not record. Connect to it and remember its key?</numerusform>
            <numerusform>%n hosts offer a key that %1 does not record. Connect to them and remember their keys?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::JobEditor</name>
    <message numerus="yes">
        <source>Invalid: %n error(s).</source>
        <translation>
            <numerusform>Invalid: %n error.</numerusform>
            <numerusform>Invalid: %n errors.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::KernelAbComparison</name>
    <message numerus="yes">
        <source>final loss equal with and without it within %1 in %n of %n pair(s) of runs (largest difference %2)</source>
        <translation>
            <numerusform>final loss equal with and without it within %1 in %n of %n pair of runs (largest difference %2)</numerusform>
            <numerusform>final loss equal with and without it within %1 in %n of %n pairs of runs (largest difference %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>final loss differs by more than %1 in %2 of %n pair(s) of runs (largest difference %3)</source>
        <translation>
            <numerusform>final loss differs by more than %1 in %2 of %n pair of runs (largest difference %3)</numerusform>
            <numerusform>final loss differs by more than %1 in %2 of %n pairs of runs (largest difference %3)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::KernelRunsModel</name>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::MachineFit</name>
    <message numerus="yes">
        <source>%1 lists %n host(s) in the registry but a %2 has %3 VMs; list every worker&apos;s address in worker order.</source>
        <translation>
            <numerusform>%1 lists %n host in the registry but a %2 has %3 VMs; list every worker&apos;s address in worker order.</numerusform>
            <numerusform>%1 lists %n hosts in the registry but a %2 has %3 VMs; list every worker&apos;s address in worker order.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n host(s), but XLA on CPU (--device xla-cpu) runs torch_xla&apos;s CPU runtime on one host only, with as many virtual devices as the mesh has. Launch it on a single-host machine (this machine, for one), or use --device cpu to run the CPU smoke mode on every host of %1.</source>
        <translation>
            <numerusform>%1 has %n host, but XLA on CPU (--device xla-cpu) runs torch_xla&apos;s CPU runtime on one host only, with as many virtual devices as the mesh has. Launch it on a single-host machine (this machine, for one), or use --device cpu to run the CPU smoke mode on every host of %1.</numerusform>
            <numerusform>%1 has %n hosts, but XLA on CPU (--device xla-cpu) runs torch_xla&apos;s CPU runtime on one host only, with as many virtual devices as the mesh has. Launch it on a single-host machine (this machine, for one), or use --device cpu to run the CPU smoke mode on every host of %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::MachineValidation</name>
    <message numerus="yes">
        <source>%1 has %n worker VM(s); list all of them in worker order.</source>
        <translation>
            <numerusform>%1 has %n worker VM; list it.</numerusform>
            <numerusform>%1 has %n worker VMs; list all of them in worker order.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::MachinesPanel</name>
    <message numerus="yes">
        <source>Probe of %1: %2 of %n host(s) answered.</source>
        <translation>
            <numerusform>Probe of %1: %2 of %n host answered.</numerusform>
            <numerusform>Probe of %1: %2 of %n hosts answered.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connection test of %1: %2 of %n host(s) reachable.</source>
        <translation>
            <numerusform>Connection test of %1: %2 of %n host reachable.</numerusform>
            <numerusform>Connection test of %1: %2 of %n hosts reachable.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::MeasuredStepTime</name>
    <message numerus="yes">
        <source>measured on %n finished run(s) of %1 (median)</source>
        <translation>
            <numerusform>measured on %n finished run of %1 (median)</numerusform>
            <numerusform>measured on %n finished runs of %1 (median)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>measured on %n finished run(s) of %1 (median), on CPU: not a TPU figure</source>
        <translation>
            <numerusform>measured on %n finished run of %1 (median), on CPU: not a TPU figure</numerusform>
            <numerusform>measured on %n finished runs of %1 (median), on CPU: not a TPU figure</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>measured on %n finished run(s) of %1 (median), %2 of them on CPU: not a TPU figure</source>
        <translation>
            <numerusform>measured on %n finished run of %1 (median), %2 of them on CPU: not a TPU figure</numerusform>
            <numerusform>measured on %n finished runs of %1 (median), %2 of them on CPU: not a TPU figure</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::MemoryFiguresView</name>
    <message numerus="yes">
        <source>XLA&apos;s buffer assignment of %1, the training step compiled at step %2, per device over %n device(s): arguments %3, outputs %4 (%5 of them written into argument buffers), temporaries %6; peak %7.</source>
        <translation>
            <numerusform>XLA&apos;s buffer assignment of %1, the training step compiled at step %2, per device over %n device: arguments %3, outputs %4 (%5 of them written into argument buffers), temporaries %6; peak %7.</numerusform>
            <numerusform>XLA&apos;s buffer assignment of %1, the training step compiled at step %2, per device over %n devices: arguments %3, outputs %4 (%5 of them written into argument buffers), temporaries %6; peak %7.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::MeshCodeView</name>
    <message numerus="yes">
        <source>%n line(s); save it next to train.py and call build_mesh() first.</source>
        <translation>
            <numerusform>%n line; save it next to train.py and call build_mesh() first.</numerusform>
            <numerusform>%n lines; save it next to train.py and call build_mesh() first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::MeshPanel</name>
    <message numerus="yes">
        <source>%n slice(s)</source>
        <translation>
            <numerusform>%n slice</numerusform>
            <numerusform>%n slices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n device</numerusform>
            <numerusform>%n devices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::MeshValidator</name>
    <message numerus="yes">
        <source>The DCN axes multiply to %1 (%2), but the mesh spans %n slice(s); make them multiply to %n, or change the slice count to %1.</source>
        <translation>
            <numerusform>The DCN axes multiply to %1 (%2), but the mesh spans %n slice; make them multiply to %n, or change the slice count to %1.</numerusform>
            <numerusform>The DCN axes multiply to %1 (%2), but the mesh spans %n slices; make them multiply to %n, or change the slice count to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::MonitorPlotsView</name>
    <message numerus="yes">
        <source>%1, mean of %n host(s)</source>
        <translation>
            <numerusform>%1, mean of %n host</numerusform>
            <numerusform>%1, mean of %n hosts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::MultisliceFit</name>
    <message numerus="yes">
        <source>%1: tpu.mesh.axes has no DCN axis, so the mesh cannot span the %n slice(s) of this run. Add a DCN axis of size %n (for example dcn_data, kind &quot;dcn&quot;) in the Mesh panel or with `tpuwb mesh`.</source>
        <translation>
            <numerusform>%1: tpu.mesh.axes has no DCN axis, so the mesh cannot span the %n slice of this run. Add a DCN axis of size %n (for example dcn_data, kind &quot;dcn&quot;) in the Mesh panel or with `tpuwb mesh`.</numerusform>
            <numerusform>%1: tpu.mesh.axes has no DCN axis, so the mesh cannot span the %n slices of this run. Add a DCN axis of size %n (for example dcn_data, kind &quot;dcn&quot;) in the Mesh panel or with `tpuwb mesh`.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the DCN axes of tpu.mesh.axes (%2) multiply to %3, but the run has %n slice(s) (%4). Make the DCN axes multiply to %n, or launch over %3 machines.</source>
        <translation>
            <numerusform>%1: the DCN axes of tpu.mesh.axes (%2) multiply to %3, but the run has %n slice (%4). Make the DCN axes multiply to %n, or launch over %3 machines.</numerusform>
            <numerusform>%1: the DCN axes of tpu.mesh.axes (%2) multiply to %3, but the run has %n slices (%4). Make the DCN axes multiply to %n, or launch over %3 machines.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: tpu.mesh.slices is %2, but the run has %n slice(s); set it to %n.</source>
        <translation>
            <numerusform>%1: tpu.mesh.slices is %2, but the run has %n slice; set it to %n.</numerusform>
            <numerusform>%1: tpu.mesh.slices is %2, but the run has %n slices; set it to %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::PortScriptDialog</name>
    <message numerus="yes">
        <source>It does not lint clean: %n finding(s), shown below.</source>
        <translation>
            <numerusform>It does not lint clean: %n finding, shown below.</numerusform>
            <numerusform>It does not lint clean: %n findings, shown below.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n change(s). Nothing is written until you press Write; the original is then kept as %2.</source>
        <translation>
            <numerusform>%1: %n change. Nothing is written until you press Write; the original is then kept as %2.</numerusform>
            <numerusform>%1: %n changes. Nothing is written until you press Write; the original is then kept as %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n place(s) could not be ported safely; they are listed as &quot;not rewritten&quot;.</source>
        <translation>
            <numerusform>%n place could not be ported safely; it is listed as &quot;not rewritten&quot;.</numerusform>
            <numerusform>%n places could not be ported safely; they are listed as &quot;not rewritten&quot;.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::ProbeFinding</name>
    <message numerus="yes">
        <source>no TPU found (CPU, %n core(s))</source>
        <translation>
            <numerusform>no TPU found (CPU, %n core)</numerusform>
            <numerusform>no TPU found (CPU, %n cores)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::ProfileView</name>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: %n step(s) traced on each host (%2).</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n step traced on each host (%2).</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n steps traced on each host (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 ms (%3 %, %n operation(s))</source>
        <translation>
            <numerusform>%1 %2 ms (%3 %, %n operation)</numerusform>
            <numerusform>%1 %2 ms (%3 %, %n operations)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::RunCheckpoints</name>
    <message numerus="yes">
        <source>%1 has no complete checkpoint of step %2; it has checkpoints of step(s) %3. Choose one of those (`tpuwb checkpoint inspect %1`).</source>
        <extracomment>%n is how many steps %3 lists; it only picks &quot;step&quot; or &quot;steps&quot;.</extracomment>
        <translation>
            <numerusform>%1 has no complete checkpoint of step %2; it has a checkpoint of step %3. Choose that one (`tpuwb checkpoint inspect %1`).</numerusform>
            <numerusform>%1 has no complete checkpoint of step %2; it has checkpoints of steps %3. Choose one of those (`tpuwb checkpoint inspect %1`).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::RunLauncher</name>
    <message numerus="yes">
        <source>Checking %n host(s)...</source>
        <translation>
            <numerusform>Checking %n host...</numerusform>
            <numerusform>Checking %n hosts...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Uploading the project to %1 on %n host(s)...</source>
        <translation>
            <numerusform>Uploading the project to %1 on %n host...</numerusform>
            <numerusform>Uploading the project to %1 on %n hosts...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n project file(s) were already on the hosts and were not sent again.</source>
        <translation>
            <numerusform>%n project file was already on the hosts and was not sent again.</numerusform>
            <numerusform>%n project files were already on the hosts and were not sent again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Starting %1 on %n host(s)...</source>
        <translation>
            <numerusform>Starting %1 on %n host...</numerusform>
            <numerusform>Starting %1 on %n hosts...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopping %1 on %n host(s)...</source>
        <translation>
            <numerusform>Stopping %1 on %n host...</numerusform>
            <numerusform>Stopping %1 on %n hosts...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n file(s) of the project were already there, whole; they were not sent again.</source>
        <translation>
            <numerusform>%1: %n file of the project was already there, whole; it was not sent again.</numerusform>
            <numerusform>%1: %n files of the project were already there, whole; they were not sent again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>XLA on CPU (--device xla-cpu) runs on one host only, and %1 has %n host(s).</source>
        <translation>
            <numerusform>XLA on CPU (--device xla-cpu) runs on one host only, and %1 has %n host.</numerusform>
            <numerusform>XLA on CPU (--device xla-cpu) runs on one host only, and %1 has %n hosts.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::RunVerifier</name>
    <message numerus="yes">
        <source>Loss %1 at the start, %2 at the end (means of the first and last %n logged step(s), steps %3 to %4).</source>
        <translation>
            <numerusform>Loss %1 at the start, %2 at the end (means of the first and last %n logged step, steps %3 to %4).</numerusform>
            <numerusform>Loss %1 at the start, %2 at the end (means of the first and last %n logged steps, steps %3 to %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rise(s) of the compile count, all in warm-up (the first %1 steps, the first eval and checkpoint).</source>
        <translation>
            <numerusform>%n rise of the compile count, in warm-up (the first %1 steps, the first eval and checkpoint).</numerusform>
            <numerusform>%n rises of the compile count, all in warm-up (the first %1 steps, the first eval and checkpoint).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved at step %1, restored and compared: %n tensor(s) equal.</source>
        <translation>
            <numerusform>Saved at step %1, restored and compared: %n tensor equal.</numerusform>
            <numerusform>Saved at step %1, restored and compared: %n tensors equal.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) of `tpuwb lint`: %1</source>
        <translation>
            <numerusform>%n finding of `tpuwb lint`: %1</numerusform>
            <numerusform>%n findings of `tpuwb lint`: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>`tpuwb lint` finds nothing in %n Python file(s).</source>
        <translation>
            <numerusform>`tpuwb lint` finds nothing in %n Python file.</numerusform>
            <numerusform>`tpuwb lint` finds nothing in %n Python files.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 parameter(s) differ from the plan: %2.</source>
        <translation>
            <numerusform>%n of %1 parameters differ from the plan: %2.</numerusform>
            <numerusform>%n of %1 parameters differ from the plan: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n parameter(s) sharded as planned (%1 by tpu.mesh.partition_specs), as read back from torch_xla&apos;s tensors; device order %2 as designed.</source>
        <translation>
            <numerusform>%n parameter sharded as planned (%1 by tpu.mesh.partition_specs), as read back from torch_xla&apos;s tensors; device order %2 as designed.</numerusform>
            <numerusform>%n parameters sharded as planned (%1 by tpu.mesh.partition_specs), as read back from torch_xla&apos;s tensors; device order %2 as designed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>XLA&apos;s buffer assignment of %1 over %n device(s): arguments %2, temporaries %3, outputs %4 (%5 of them reusing argument buffers), total %6.</source>
        <translation>
            <numerusform>XLA&apos;s buffer assignment of %1 over %n device: arguments %2, temporaries %3, outputs %4 (%5 of them reusing argument buffers), total %6.</numerusform>
            <numerusform>XLA&apos;s buffer assignment of %1 over %n devices: arguments %2, temporaries %3, outputs %4 (%5 of them reusing argument buffers), total %6.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::ScaffoldPreviewPage</name>
    <message numerus="yes">
        <source>Overwrite %n changed file(s) in the folder: %1</source>
        <translation>
            <numerusform>Overwrite %n changed file in the folder: %1</numerusform>
            <numerusform>Overwrite %n changed files in the folder: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) into %1 (config hash %2).</source>
        <translation>
            <numerusform>%n file into %1 (config hash %2).</numerusform>
            <numerusform>%n files into %1 (config hash %2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::SeriesPlot</name>
    <message numerus="yes">
        <source>… %n more</source>
        <translation>
            <numerusform>… %n more</numerusform>
            <numerusform>… %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Log scale: %n series with no value above 0 not drawn</source>
        <translation>
            <numerusform>Log scale: %n series with no value above 0 not drawn</numerusform>
            <numerusform>Log scale: %n series with no value above 0 not drawn</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::SmokeTestWidget</name>
    <message numerus="yes">
        <source>Smoke test passed: %n step(s) on the CPU, every applicable check passed.</source>
        <translation>
            <numerusform>Smoke test passed: %n step on the CPU, every applicable check passed.</numerusform>
            <numerusform>Smoke test passed: %n steps on the CPU, every applicable check passed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Smoke test passed: %n step(s) under torch_xla&apos;s CPU runtime, every applicable check passed.</source>
        <translation>
            <numerusform>Smoke test passed: %n step under torch_xla&apos;s CPU runtime, every applicable check passed.</numerusform>
            <numerusform>Smoke test passed: %n steps under torch_xla&apos;s CPU runtime, every applicable check passed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Smoke test passed on %1 for config %2: %n step(s) on %3, every applicable check passed.</source>
        <translation>
            <numerusform>Smoke test passed on %1 for config %2: %n step on %3, every applicable check passed.</numerusform>
            <numerusform>Smoke test passed on %1 for config %2: %n steps on %3, every applicable check passed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::StackView</name>
    <message numerus="yes">
        <source>%1 (%n thread(s) each)</source>
        <translation>
            <numerusform>%1 (%n thread each)</numerusform>
            <numerusform>%1 (%n threads each)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stacks of %n host(s), taken %1.</source>
        <translation>
            <numerusform>Stacks of %n host, taken %1.</numerusform>
            <numerusform>Stacks of %n hosts, taken %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n odd one(s) out, not where the others are: %1.</source>
        <comment>hosts</comment>
        <translation>
            <numerusform>%n odd one out, not where the others are: %1.</numerusform>
            <numerusform>%n odd ones out, not where the others are: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::VariableEditor</name>
    <message numerus="yes">
        <source>→ %n value(s): %1</source>
        <translation>
            <numerusform>→ %n value: %1</numerusform>
            <numerusform>→ %n values: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::VerificationView</name>
    <message numerus="yes">
        <source>Checks: all %n applicable passed.</source>
        <translation>
            <numerusform>Checks: the %n applicable one passed.</numerusform>
            <numerusform>Checks: all %n applicable passed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checks: %n failed.</source>
        <translation>
            <numerusform>Checks: %n failed.</numerusform>
            <numerusform>Checks: %n failed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::WorkspaceTrustPrompt</name>
    <message numerus="yes">
        <source>Workspace %1 trusted: %n command(s) approved.</source>
        <translation>
            <numerusform>Workspace %1 trusted: %n command approved.</numerusform>
            <numerusform>Workspace %1 trusted: %n commands approved.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::kernel::JobValidator</name>
    <message numerus="yes">
        <source>has_reference is false but %n reference(s) are listed. The references would be ignored; say which you meant.</source>
        <translation>
            <numerusform>has_reference is false but %n reference is listed. The reference would be ignored; say which you meant.</numerusform>
            <numerusform>has_reference is false but %n references are listed. The references would be ignored; say which you meant.</numerusform>
        </translation>
    </message>
</context>
</TS>
