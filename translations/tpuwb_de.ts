<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QObject</name>
    <message>
        <source>host %1</source>
        <translation>Host %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Desktop workbench for ML research on Cloud TPUs.</source>
        <translation>Desktop-Workbench für ML-Forschung auf Cloud TPUs.</translation>
    </message>
    <message>
        <source>Open the workspace in DIR.</source>
        <translation>Den Arbeitsbereich in DIR öffnen.</translation>
    </message>
    <message>
        <source>Use FILE as the machine registry.</source>
        <translation>FILE als Maschinen-Registry verwenden.</translation>
    </message>
    <message>
        <source>Use FILE as the SSH known_hosts file.</source>
        <translation>FILE als SSH-known_hosts-Datei verwenden.</translation>
    </message>
    <message>
        <source>Start on the panel NAME (machines, mesh, ...).</source>
        <translation>Im Panel NAME starten (machines, mesh, ...).</translation>
    </message>
    <message>
        <source>Save a PNG of the window to FILE after start-up, then quit.</source>
        <translation>Nach dem Start ein PNG des Fensters in FILE speichern, dann beenden.</translation>
    </message>
    <message>
        <source>Milliseconds to wait before --screenshot (default 2000).</source>
        <translation>Millisekunden Wartezeit vor --screenshot (Standard 2000).</translation>
    </message>
    <message>
        <source>TPU Workbench %1 started on workspace %2.</source>
        <translation>TPU Workbench %1 gestartet auf Arbeitsbereich %2.</translation>
    </message>
    <message>
        <source>There is no panel %1.</source>
        <translation>Es gibt kein Panel %1.</translation>
    </message>
    <message>
        <source>Cannot save the screenshot %1.</source>
        <translation>Kann den Screenshot %1 nicht speichern.</translation>
    </message>
</context>
<context>
    <name>twb::AblationEditor</name>
    <message>
        <source>grid (every combination)</source>
        <translation>Gitter (jede Kombination)</translation>
    </message>
    <message>
        <source>zip (i-th values together)</source>
        <translation>zip (i-te Werte zusammen)</translation>
    </message>
    <message>
        <source>one at a time (from the baseline)</source>
        <translation>eine nach der anderen (ab der Baseline)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a variable</source>
        <translation>Variable hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected variable</source>
        <translation>Die gewählte Variable entfernen</translation>
    </message>
    <message>
        <source>0, 1, 2  or  0-4 (empty: the base experiment&apos;s seed)</source>
        <translation>0, 1, 2  oder  0-4 (leer: der Seed des Basis-Experiments)</translation>
    </message>
    <message>
        <source>train.batch_size, train.seq_len</source>
        <translation>train.batch_size, train.seq_len</translation>
    </message>
    <message>
        <source>Base experiment:</source>
        <translation>Basis-Experiment:</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Modus:</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>Variablen</translation>
    </message>
    <message>
        <source>Seeds:</source>
        <translation>Seeds:</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>Metrik:</translation>
    </message>
    <message>
        <source>Invariants:</source>
        <translation>Invarianten:</translation>
    </message>
    <message>
        <source>Expanding…</source>
        <translation>Wird expandiert…</translation>
    </message>
    <message>
        <source>Seeds are whole numbers of 0 or more: &quot;0, 1, 2&quot; or &quot;0-4&quot;.</source>
        <translation>Seeds sind ganze Zahlen ab 0: &quot;0, 1, 2&quot; oder &quot;0-4&quot;.</translation>
    </message>
    <message>
        <source>%1 × %2 = &lt;b&gt;%3&lt;/b&gt;</source>
        <extracomment>The matrix&apos;s size: &quot;4 cells × 2 seeds = &lt;b&gt;8 runs&lt;/b&gt;&quot;.</extracomment>
        <translation>%1 × %2 = &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n Zelle</numerusform>
            <numerusform>%n Zellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s)</source>
        <translation>
            <numerusform>%n Seed</numerusform>
            <numerusform>%n Seeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Run</numerusform>
            <numerusform>%n Runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::AblationExpander</name>
    <message>
        <source>(absent)</source>
        <translation>(fehlt)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; overlaps variables[%3] &quot;%4&quot;; vary each field once.</source>
        <translation>%1: &quot;%2&quot; überschneidet sich mit variables[%3] &quot;%4&quot;; jedes Feld nur einmal variieren.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a field of the base experiment %3; check the spelling (an ablation only varies fields the experiment has).</source>
        <translation>%1: &quot;%2&quot; ist kein Feld des Basis-Experiments %3; die Schreibweise prüfen (eine Ablation variiert nur Felder, die das Experiment hat).</translation>
    </message>
    <message>
        <source>%1 (%2) has no values.</source>
        <translation>%1 (%2) hat keine Werte.</translation>
    </message>
    <message>
        <source>%1: baseline names &quot;%2&quot;, which is not a variable; the baseline gives each variable&apos;s reference value. Remove it or add the variable.</source>
        <translation>%1: baseline nennt &quot;%2&quot;, das keine Variable ist; die Baseline gibt den Referenzwert jeder Variable. Entfernen oder die Variable hinzufügen.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a field of the base experiment %3.</source>
        <translation>%1: &quot;%2&quot; ist kein Feld des Basis-Experiments %3.</translation>
    </message>
    <message>
        <source>%1: seed %2 is listed twice.</source>
        <translation>%1: Seed %2 ist doppelt aufgeführt.</translation>
    </message>
    <message>
        <source>%1: the grid has more than %2 combinations; use fewer values, mode &quot;one_at_a_time&quot; or &quot;zip&quot;.</source>
        <translation>%1: das Gitter hat mehr als %2 Kombinationen; weniger Werte, Modus &quot;one_at_a_time&quot; oder &quot;zip&quot; verwenden.</translation>
    </message>
    <message>
        <source>%1: mode &quot;zip&quot; takes the i-th value of every variable together, so all need as many values; %2 has %3 and %4 has %5.</source>
        <translation>%1: Modus &quot;zip&quot; nimmt den i-ten Wert jeder Variable zusammen, also brauchen alle gleich viele Werte; %2 hat %3 und %4 hat %5.</translation>
    </message>
    <message>
        <source>cell %1 (%2)</source>
        <translation>Zelle %1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2 changes invariant %3 from %4 to %5; an ablation keeps its invariants fixed. Remove the variable or the invariant.</source>
        <translation>%1: %2 ändert die Invariante %3 von %4 auf %5; eine Ablation hält ihre Invarianten fest. Die Variable oder die Invariante entfernen.</translation>
    </message>
    <message>
        <source>%1: %2 needs TPU type %3 while cell 1 needs %4 (tpu.accelerator_type); compared runs must share a TPU type. Split the ablation per TPU type.</source>
        <translation>%1: %2 braucht TPU-Typ %3, während Zelle 1 %4 braucht (tpu.accelerator_type); verglichene Runs müssen einen TPU-Typ teilen. Die Ablation pro TPU-Typ aufteilen.</translation>
    </message>
    <message>
        <source>%1: %2 is not a valid experiment: %3</source>
        <translation>%1: %2 ist kein gültiges Experiment: %3</translation>
    </message>
    <message>
        <source>%1 is not an experiment (a JSON object).</source>
        <translation>%1 ist kein Experiment (ein JSON-Objekt).</translation>
    </message>
    <message>
        <source>The baseline (%1) is not among the cells, so deltas to it cannot be shown; add its values to the variables or change the baseline.</source>
        <translation>Die Baseline (%1) ist nicht unter den Zellen, daher können keine Differenzen dazu gezeigt werden; ihre Werte zu den Variablen hinzufügen oder die Baseline ändern.</translation>
    </message>
    <message>
        <source>1 combination gave the same config as another and was merged.</source>
        <translation>1 Kombination ergab dieselbe Konfig wie eine andere und wurde zusammengeführt.</translation>
    </message>
    <message>
        <source>%1 combinations gave the same config as another and were merged.</source>
        <translation>%1 Kombinationen ergaben dieselbe Konfig wie andere und wurden zusammengeführt.</translation>
    </message>
</context>
<context>
    <name>twb::AblationLaunchDialog</name>
    <message>
        <source>Launch %1</source>
        <translation>%1 starten</translation>
    </message>
    <message>
        <source> runs at once</source>
        <translation> Runs gleichzeitig</translation>
    </message>
    <message>
        <source>TPU</source>
        <translation>TPU</translation>
    </message>
    <message>
        <source>CPU smoke mode (no TPU needed)</source>
        <translation>CPU-Smoke-Modus (keine TPU nötig)</translation>
    </message>
    <message>
        <source>torch&apos;s default</source>
        <translation>Standard von torch</translation>
    </message>
    <message>
        <source>torch threads per run in the CPU smoke mode (train.py --threads)</source>
        <translation>torch-Threads pro Run im CPU-Smoke-Modus (train.py --threads)</translation>
    </message>
    <message>
        <source>Also rerun failed and stopped runs</source>
        <translation>Auch fehlgeschlagene und gestoppte Runs neu ausführen</translation>
    </message>
    <message>
        <source>%v of %m finished</source>
        <translation>%v von %m beendet</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Retry failed</source>
        <translation>Fehlgeschlagene wiederholen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Machines:</source>
        <translation>Maschinen:</translation>
    </message>
    <message>
        <source>Parallelism:</source>
        <translation>Parallelität:</translation>
    </message>
    <message>
        <source>Run on:</source>
        <translation>Ausführen auf:</translation>
    </message>
    <message>
        <source>CPU threads per run:</source>
        <translation>CPU-Threads pro Run:</translation>
    </message>
    <message>
        <source>Estimate:</source>
        <translation>Schätzung:</translation>
    </message>
    <message>
        <source>No machine is registered; add one in the Machines panel.</source>
        <translation>Keine Maschine registriert; im Panel Maschinen eine hinzufügen.</translation>
    </message>
    <message>
        <source>%1: does not fit this experiment&apos;s slice</source>
        <translation>%1: passt nicht zum Slice dieses Experiments</translation>
    </message>
    <message>
        <source>With %1 at once: about %2 h of wall time.</source>
        <translation>Mit %1 gleichzeitig: etwa %2 h Echtzeit.</translation>
    </message>
    <message>
        <source>Every run finished.</source>
        <translation>Alle Runs beendet.</translation>
    </message>
    <message>
        <source>Done; some runs did not finish (Retry failed reruns them).</source>
        <translation>Fertig; einige Runs wurden nicht fertig (Fehlgeschlagene wiederholen startet sie neu).</translation>
    </message>
    <message>
        <source>%1 finished, %2 failed or stopped, %3 running, %4 waiting</source>
        <translation>%1 beendet, %2 fehlgeschlagen oder gestoppt, %3 laufen, %4 warten</translation>
    </message>
</context>
<context>
    <name>twb::AblationLauncher</name>
    <message>
        <source>%1 has no launch.sh: scaffold the experiment first (tpuwb scaffold, or the Experiments panel).</source>
        <translation>%1 hat keine launch.sh: erst das Experiment erzeugen (tpuwb scaffold oder das Panel Experimente).</translation>
    </message>
    <message>
        <source>%1/config.json (hash %2) differs from %3 (hash %4): the experiment changed since it was scaffolded. Scaffold it again before launching.</source>
        <translation>%1/config.json (Hash %2) weicht von %3 (Hash %4) ab: das Experiment hat sich seit dem Erzeugen geändert. Vor dem Start erneut erzeugen.</translation>
    </message>
    <message>
        <source>Choose the machines to run on (--machines A,B, the launch dialog, or &quot;machines&quot; in %1).</source>
        <translation>Die Maschinen für die Ausführung wählen (--machines A,B, der Start-Dialog oder &quot;machines&quot; in %1).</translation>
    </message>
    <message>
        <source>%1 is not in the registry %2.</source>
        <translation>%1 ist nicht in der Registry %2.</translation>
    </message>
    <message>
        <source>No chosen machine can run this ablation:
%1</source>
        <translation>Keine gewählte Maschine kann diese Ablation ausführen:
%1</translation>
    </message>
    <message>
        <source>%1 is %2 on %3, which is not in the registry (or already runs another run); it is not watched.</source>
        <translation>%1 ist %2 auf %3, das nicht in der Registry ist (oder schon einen anderen Run ausführt); er wird nicht beobachtet.</translation>
    </message>
    <message>
        <source>%1: %2 queued, %3 running, %4 already finished</source>
        <translation>%1: %2 in der Warteschlange, %3 laufen, %4 bereits beendet</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Run</numerusform>
            <numerusform>%n Runs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: launching on %2</source>
        <translation>%1: starte auf %2</translation>
    </message>
    <message>
        <source>%1: the hosts train config hash %2, not the cell&apos;s %3; check the project&apos;s config.json.</source>
        <translation>%1: die Hosts trainieren Konfig-Hash %2, nicht den der Zelle %3; die config.json des Projekts prüfen.</translation>
    </message>
    <message>
        <source>%1: could not start on %2: %3</source>
        <translation>%1: konnte auf %2 nicht starten: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 on %3</source>
        <translation>%1: %2 auf %3</translation>
    </message>
    <message>
        <source>%1: fetching metrics: %2</source>
        <translation>%1: hole Metriken: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n failed or stopped run(s) queued again.</source>
        <translation>
            <numerusform>%n fehlgeschlagener oder gestoppter Run erneut eingereiht.</numerusform>
            <numerusform>%n fehlgeschlagene oder gestoppte Runs erneut eingereiht.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: its launch on %2 stopped before it started anything there (no attempt in run.json, no status file on the hosts); launching it again.</source>
        <translation>%1: der Start auf %2 brach ab, bevor dort etwas gestartet wurde (kein Versuch in run.json, keine Statusdatei auf den Hosts); er wird neu gestartet.</translation>
    </message>
</context>
<context>
    <name>twb::AblationMetric</name>
    <message>
        <source>%1 must be an object {&quot;name&quot;, &quot;goal&quot;, &quot;at&quot;}, not a %2.</source>
        <translation>%1 muss ein Objekt {&quot;name&quot;, &quot;goal&quot;, &quot;at&quot;} sein, kein %2.</translation>
    </message>
    <message>
        <source>%1.name must be the name of a logged series, such as &quot;loss&quot; or &quot;eval/loss&quot;.</source>
        <translation>%1.name muss der Name einer protokollierten Reihe sein, etwa &quot;loss&quot; oder &quot;eval/loss&quot;.</translation>
    </message>
    <message>
        <source>%1.goal must be &quot;min&quot; or &quot;max&quot;.</source>
        <translation>%1.goal muss &quot;min&quot; oder &quot;max&quot; sein.</translation>
    </message>
    <message>
        <source>%1.at must be &quot;final&quot;, &quot;best&quot; or a step number.</source>
        <translation>%1.at muss &quot;final&quot;, &quot;best&quot; oder eine Step-Nummer sein.</translation>
    </message>
</context>
<context>
    <name>twb::AblationPanel</name>
    <message>
        <source>New…</source>
        <translation>Neu…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Launch…</source>
        <translation>Starten…</translation>
    </message>
    <message>
        <source>Retry failed</source>
        <translation>Fehlgeschlagene wiederholen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Compare runs</source>
        <translation>Runs vergleichen</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Zellen</translation>
    </message>
    <message>
        <source>Heat map</source>
        <translation>Heatmap</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <source>The matrix does not expand; fix it before launching.</source>
        <translation>Die Matrix lässt sich nicht expandieren; vor dem Start beheben.</translation>
    </message>
    <message>
        <source>Every run of %1 finished.</source>
        <translation>Alle Runs von %1 beendet.</translation>
    </message>
    <message>
        <source>%1: some runs failed or were stopped; Retry failed reruns only them.</source>
        <translation>%1: einige Runs sind fehlgeschlagen oder wurden gestoppt; Fehlgeschlagene wiederholen startet nur sie neu.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be an ablation name: use 1 to 64 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;.</source>
        <translation>&quot;%1&quot; kann kein Ablationsname sein: 1 bis 64 Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; oder &apos;-&apos; verwenden.</translation>
    </message>
    <message>
        <source>New ablation</source>
        <translation>Neue Ablation</translation>
    </message>
    <message>
        <source>Name (used in run ids):</source>
        <translation>Name (in Run-IDs verwendet):</translation>
    </message>
    <message>
        <source>Base experiment:</source>
        <translation>Basis-Experiment:</translation>
    </message>
    <message>
        <source>Open or create an ablation to compare its runs.</source>
        <translation>Eine Ablation öffnen oder anlegen, um ihre Runs zu vergleichen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n run(s) launched: %2 finished, %3 failed or stopped, %4 live</source>
        <translation>
            <numerusform>%1 von %n Run gestartet: %2 beendet, %3 fehlgeschlagen oder gestoppt, %4 aktiv</numerusform>
            <numerusform>%1 von %n Runs gestartet: %2 beendet, %3 fehlgeschlagen oder gestoppt, %4 aktiv</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>%1 rückgängig</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>%1 wiederholen</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nichts zu wiederholen</translation>
    </message>
</context>
<context>
    <name>twb::AblationReport</name>
    <message>
        <source>Metric: %1, %2, %3 is better</source>
        <translation>Metrik: %1, %2, %3 ist besser</translation>
    </message>
    <message>
        <source>lower</source>
        <translation>niedriger</translation>
    </message>
    <message>
        <source>higher</source>
        <translation>höher</translation>
    </message>
    <message>
        <source>Generated: %1</source>
        <translation>Erzeugt: %1</translation>
    </message>
    <message>
        <source>Best cell by smoothed %1: `%2` (%3), mean %4</source>
        <translation>Beste Zelle nach geglättetem %1: `%2` (%3), Mittel %4</translation>
    </message>
    <message>
        <source>the base</source>
        <translation>die Basis</translation>
    </message>
    <message>
        <source>, 95% CI [%1, %2] over %3 seeds</source>
        <translation>, 95-%-KI [%1, %2] über %3 Seeds</translation>
    </message>
    <message>
        <source>, %1% vs baseline</source>
        <translation>, %1% ggü. Baseline</translation>
    </message>
    <message>
        <source>Results per cell</source>
        <translation>Ergebnisse pro Zelle</translation>
    </message>
    <message>
        <source>Mean, std and 95% confidence interval (Student&apos;s t) over the seeds of each cell; Δ is the difference of the mean to the baseline cell.</source>
        <translation>Mittel, Std.-Abw. und 95-%-Konfidenzintervall (Student-t) über die Seeds jeder Zelle; Δ ist die Differenz des Mittels zur Baseline-Zelle.</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Abbildungen</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Runs</translation>
    </message>
    <message>
        <source>Final = the last value of %1 in the run&apos;s metrics files (the mean over hosts for a multi-host run).</source>
        <translation>Final = der letzte Wert von %1 in den Metrikdateien des Runs (das Mittel über Hosts bei Multi-Host-Runs).</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
</context>
<context>
    <name>twb::AblationSpec</name>
    <message>
        <source>%1 must be a list of strings.</source>
        <translation>%1 muss eine Liste von Strings sein.</translation>
    </message>
    <message>
        <source>%1 must be a non-empty string.</source>
        <translation>%1 muss ein nicht leerer String sein.</translation>
    </message>
    <message>
        <source>%1 has no &quot;schema&quot;: &quot;%2&quot;; it is not a TPU Workbench ablation. Add the field if the file is one.</source>
        <translation>%1 hat kein &quot;schema&quot;: &quot;%2&quot;; es ist keine TPU-Workbench-Ablation. Das Feld ergänzen, wenn die Datei eine ist.</translation>
    </message>
    <message>
        <source>%1: schema &quot;%2&quot; is not an ablation schema (expected &quot;%3&quot;).</source>
        <translation>%1: Schema &quot;%2&quot; ist kein Ablations-Schema (erwartet &quot;%3&quot;).</translation>
    </message>
    <message>
        <source>%1 uses schema %2, written by a newer TPU Workbench; this version reads %3. Update TPU Workbench to open it.</source>
        <translation>%1 verwendet Schema %2, von einer neueren TPU Workbench geschrieben; diese Version liest %3. TPU Workbench aktualisieren, um es zu öffnen.</translation>
    </message>
    <message>
        <source>%1: the range &quot;%2&quot; has no scale, so it gives %3 log-spaced values (%4); before this version it gave linear ones (%5). Write &quot;%2:log&quot; or &quot;%2:lin&quot; to say which.</source>
        <translation>%1: der Bereich &quot;%2&quot; hat keine Skala, ergibt also %3 logarithmisch verteilte Werte (%4); vor dieser Version ergab er lineare (%5). &quot;%2:log&quot; oder &quot;%2:lin&quot; schreiben, um es festzulegen.</translation>
    </message>
    <message>
        <source>%1 must hold a JSON object (an ablation), not a %2.</source>
        <translation>%1 muss ein JSON-Objekt (eine Ablation) enthalten, kein %2.</translation>
    </message>
    <message>
        <source>%1 must be a name of 1 to 64 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos; (it becomes part of run ids).</source>
        <translation>%1 muss ein Name aus 1 bis 64 Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; oder &apos;-&apos; sein (er wird Teil der Run-IDs).</translation>
    </message>
    <message>
        <source>%1 must name the base experiment file, such as &quot;experiments/my-exp/experiment.json&quot;.</source>
        <translation>%1 muss die Datei des Basis-Experiments nennen, etwa &quot;experiments/my-exp/experiment.json&quot;.</translation>
    </message>
    <message>
        <source>%1 must be &quot;grid&quot;, &quot;zip&quot; or &quot;one_at_a_time&quot;.</source>
        <translation>%1 muss &quot;grid&quot;, &quot;zip&quot; oder &quot;one_at_a_time&quot; sein.</translation>
    </message>
    <message>
        <source>%1 must be a list of {&quot;path&quot;, &quot;values&quot; | &quot;range&quot;}.</source>
        <translation>%1 muss eine Liste von {&quot;path&quot;, &quot;values&quot; | &quot;range&quot;} sein.</translation>
    </message>
    <message>
        <source>%1 must be a list of integers, such as [0, 1, 2].</source>
        <translation>%1 muss eine Liste von Ganzzahlen sein, etwa [0, 1, 2].</translation>
    </message>
    <message>
        <source>%1 must be an integer of 0 or more.</source>
        <translation>%1 muss eine Ganzzahl ab 0 sein.</translation>
    </message>
    <message>
        <source>%1 must be an object {&quot;&lt;variable path&gt;&quot;: value}.</source>
        <translation>%1 muss ein Objekt {&quot;&lt;variable path&gt;&quot;: value} sein.</translation>
    </message>
    <message>
        <source>%1 must be {&quot;step_time_s&quot;: seconds per training step, above 0}.</source>
        <translation>%1 muss {&quot;step_time_s&quot;: Sekunden pro Trainings-Step, über 0} sein.</translation>
    </message>
</context>
<context>
    <name>twb::AblationVariable</name>
    <message>
        <source>%1 must be an object {&quot;path&quot;: ..., &quot;values&quot;: [...]}, not a %2.</source>
        <translation>%1 muss ein Objekt {&quot;path&quot;: ..., &quot;values&quot;: [...]} sein, kein %2.</translation>
    </message>
    <message>
        <source>%1 needs a &quot;path&quot;: the dotted field it varies, such as &quot;train.lr&quot;.</source>
        <translation>%1 braucht einen &quot;path&quot;: das gepunktete Feld, das variiert wird, etwa &quot;train.lr&quot;.</translation>
    </message>
    <message>
        <source>%1.path &quot;%2&quot; is not a field path; write dotted names such as &quot;model.moe.top_k&quot;.</source>
        <translation>%1.path &quot;%2&quot; ist kein Feldpfad; gepunktete Namen schreiben, etwa &quot;model.moe.top_k&quot;.</translation>
    </message>
    <message>
        <source>%1 has an unknown key &quot;%2&quot;; a variable has path and values or range.</source>
        <translation>%1 hat einen unbekannten Schlüssel &quot;%2&quot;; eine Variable hat path und values oder range.</translation>
    </message>
    <message>
        <source>%1 (%2) needs exactly one of &quot;values&quot; (a list) and &quot;range&quot;.</source>
        <translation>%1 (%2) braucht genau eines von &quot;values&quot; (eine Liste) und &quot;range&quot;.</translation>
    </message>
    <message>
        <source>%1.values (%2) must be a non-empty list of values.</source>
        <translation>%1.values (%2) muss eine nicht leere Liste von Werten sein.</translation>
    </message>
    <message>
        <source>%1: NaN and Infinity cannot be config values.</source>
        <translation>%1: NaN und Infinity können keine Konfig-Werte sein.</translation>
    </message>
</context>
<context>
    <name>twb::AboutDialog</name>
    <message>
        <source>About TPU Workbench</source>
        <translation>Über TPU Workbench</translation>
    </message>
    <message>
        <source>&lt;h2&gt;TPU Workbench %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;TPU Workbench %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Register TPU VMs, design meshes, scaffold and launch experiments, watch every host live, compare ablations and drive kernel optimization runs.</source>
        <translation>TPU-VMs registrieren, Meshes entwerfen, Experimente erzeugen und starten, jeden Host live beobachten, Ablationen vergleichen und Kernel-Optimierungs-Runs steuern.</translation>
    </message>
    <message>
        <source>Qt %1 (built with %2)
libssh %3
QCustomPlot %4</source>
        <translation>Qt %1 (gebaut mit %2)
libssh %3
QCustomPlot %4</translation>
    </message>
</context>
<context>
    <name>twb::AcceleratorType</name>
    <message>
        <source>Accelerator type &quot;%1&quot; is malformed: write FAMILY-COUNT, for example v4-128. Known families: %2.</source>
        <translation>Beschleunigertyp &quot;%1&quot; ist fehlerhaft: FAMILIE-ANZAHL schreiben, zum Beispiel v4-128. Bekannte Familien: %2.</translation>
    </message>
    <message>
        <source>Unknown accelerator type &quot;%1&quot;: no TPU family is called &quot;%2&quot;. Known families: %3.</source>
        <translation>Unbekannter Beschleunigertyp &quot;%1&quot;: keine TPU-Familie heißt &quot;%2&quot;. Bekannte Familien: %3.</translation>
    </message>
    <message>
        <source>Accelerator type &quot;%1&quot;: %2 names count TensorCores (%3 per chip), so the number must be a multiple of %3; valid examples: %4.</source>
        <translation>Beschleunigertyp &quot;%1&quot;: %2-Namen zählen TensorCores (%3 pro Chip), also muss die Zahl ein Vielfaches von %3 sein; gültige Beispiele: %4.</translation>
    </message>
    <message>
        <source>Accelerator type &quot;%1&quot; is not a %2 slice size (%3 chips; a %2 pod has %4). Valid examples: %5.</source>
        <translation>Beschleunigertyp &quot;%1&quot; ist keine %2-Slice-Größe (%3 Chips; ein %2-Pod hat %4). Gültige Beispiele: %5.</translation>
    </message>
    <message>
        <source>The device kind &quot;%1&quot; is no TPU generation the catalog knows (%2).</source>
        <translation>Die Device-Art &quot;%1&quot; ist keine TPU-Generation, die der Katalog kennt (%2).</translation>
    </message>
    <message>
        <source>%1 devices of kind &quot;%2&quot; make no whole number of chips (%3 devices per chip).</source>
        <translation>%1 Devices der Art &quot;%2&quot; ergeben keine ganze Zahl von Chips (%3 Devices pro Chip).</translation>
    </message>
    <message>
        <source>Topology %1 is not a valid %2 slice: %3.</source>
        <translation>Topologie %1 ist kein gültiger %2-Slice: %3.</translation>
    </message>
    <message>
        <source>%1 slices have %2 dimensions</source>
        <translation>%1-Slices haben %2 Dimensionen</translation>
    </message>
    <message>
        <source>%1 chips are more than a pod&apos;s %2</source>
        <translation>%1 Chips sind mehr als die %2 eines Pods</translation>
    </message>
    <message>
        <source>%1 chips is no slice size; valid examples: %2</source>
        <translation>%1 Chips sind keine Slice-Größe; gültige Beispiele: %2</translation>
    </message>
    <message>
        <source>a %1-chip slice has the shape %2</source>
        <translation>ein %1-Chip-Slice hat die Form %2</translation>
    </message>
    <message>
        <source>write AxBxC with A &lt;= B &lt;= C, each 2 or a multiple of 4 (or 2x2x1)</source>
        <translation>AxBxC mit A &lt;= B &lt;= C schreiben, jeweils 2 oder ein Vielfaches von 4 (oder 2x2x1)</translation>
    </message>
    <message>
        <source>hosts own %1 blocks of chips, which do not tile it</source>
        <translation>Hosts besitzen %1-Blöcke von Chips, die ihn nicht kacheln</translation>
    </message>
    <message>
        <source>1 host</source>
        <translation>1 Host</translation>
    </message>
    <message>
        <source>%1 hosts</source>
        <translation>%1 Hosts</translation>
    </message>
    <message>
        <source>1 VM</source>
        <translation>1 VM</translation>
    </message>
    <message>
        <source>%1 VMs</source>
        <translation>%1 VMs</translation>
    </message>
    <message>
        <source>%1: %2 chips (%3), %4 devices, %5, %6, %7 GiB HBM per device, %8 TFLOPS bf16 per chip</source>
        <translation>%1: %2 Chips (%3), %4 Devices, %5, %6, %7 GiB HBM pro Device, %8 TFLOPS bf16 pro Chip</translation>
    </message>
    <message>
        <source> (figures uncertain)</source>
        <translation> (Zahlen unsicher)</translation>
    </message>
</context>
<context>
    <name>twb::AddAxisCommand</name>
    <message>
        <source>Add axis %1</source>
        <translation>Achse %1 hinzufügen</translation>
    </message>
</context>
<context>
    <name>twb::AddVariableCommand</name>
    <message>
        <source>Add variable %1</source>
        <translation>Variable %1 hinzufügen</translation>
    </message>
</context>
<context>
    <name>twb::AlertCommand</name>
    <message>
        <source>The alert command `%1` (%2 of %3) %4%5. It is set in Settings or with `tpuwb settings set alerts.command CMD`.</source>
        <translation>Der Alarm-Befehl `%1` (%2 von %3) %4%5. Er wird in den Einstellungen oder mit `tpuwb settings set alerts.command CMD` gesetzt.</translation>
    </message>
    <message>
        <source>ended with exit code %1</source>
        <translation>endete mit Exit-Code %1</translation>
    </message>
    <message>
        <source>was killed or crashed (%1)</source>
        <translation>wurde beendet oder ist abgestürzt (%1)</translation>
    </message>
    <message>
        <source>did not start (%1)</source>
        <translation>nicht gestartet (%1)</translation>
    </message>
</context>
<context>
    <name>twb::AlertEvent</name>
    <message>
        <source>Stalled</source>
        <translation>Hängt</translation>
    </message>
    <message>
        <source>Crashed</source>
        <translation>Abgestürzt</translation>
    </message>
    <message>
        <source>NaN loss</source>
        <translation>NaN-Loss</translation>
    </message>
    <message>
        <source>Straggler</source>
        <translation>Nachzügler</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>%1 host %2</source>
        <translation>%1 Host %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>Preempted</source>
        <translation>Unterbrochen (Preemption)</translation>
    </message>
    <message>
        <source>%1 hosts %2</source>
        <translation>%1 Hosts %2</translation>
    </message>
</context>
<context>
    <name>twb::AlertList</name>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Alarm</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Alerts: none</source>
        <translation>Alarme: keine</translation>
    </message>
    <message numerus="yes">
        <source>Alerts: %n</source>
        <translation>
            <numerusform>Alarme: %n</numerusform>
            <numerusform>Alarme: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Stacks</source>
        <translation>Stacks</translation>
    </message>
    <message>
        <source>The stacks of every host, taken when %1 stalled</source>
        <translation>Die Stacks aller Hosts, erfasst, als %1 hing</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>Host %1</translation>
    </message>
    <message>
        <source>hosts %1</source>
        <translation>Hosts %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (ended %2)</source>
        <translation>%1 (beendet %2)</translation>
    </message>
</context>
<context>
    <name>twb::AlertMonitor</name>
    <message>
        <source>%1 is %2 at step %3 on host %4.</source>
        <translation>%1 ist %2 bei Step %3 auf Host %4.</translation>
    </message>
    <message>
        <source>The run failed (run.json); open it in the Monitor for each host.</source>
        <translation>Der Run ist fehlgeschlagen (run.json); im Monitor öffnen für jeden Host.</translation>
    </message>
    <message numerus="yes">
        <source>Every host finished (%n host(s)).</source>
        <translation>
            <numerusform>Alle Hosts beendet (%n Host).</numerusform>
            <numerusform>Alle Hosts beendet (%n Hosts).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Straggling for %2 s.</source>
        <translation>%1 Nachzügler seit %2 s.</translation>
    </message>
    <message>
        <source>Its TPU VM was preempted; resume it once the VM is READY again (`tpuwb run resume %1`).</source>
        <translation>Die TPU-VM wurde per Preemption entzogen; setzen Sie den Lauf fort, sobald die VM wieder READY ist (`tpuwb run resume %1`).</translation>
    </message>
    <message>
        <source>Every host moves again.</source>
        <translation>Alle Hosts laufen wieder.</translation>
    </message>
    <message>
        <source>Every host caught up.</source>
        <translation>Alle Hosts haben aufgeholt.</translation>
    </message>
</context>
<context>
    <name>twb::ApplyPresetCommand</name>
    <message>
        <source>Strategy %1</source>
        <translation>Strategie %1</translation>
    </message>
</context>
<context>
    <name>twb::AtomicFile</name>
    <message>
        <source>Free some space on the disk that holds %1, then save again.</source>
        <translation>Platz auf dem Datenträger mit %1 freigeben, dann erneut speichern.</translation>
    </message>
    <message>
        <source>%1 is on a read-only file system; open the workspace from a writable folder.</source>
        <translation>%1 liegt auf einem schreibgeschützten Dateisystem; den Arbeitsbereich aus einem beschreibbaren Ordner öffnen.</translation>
    </message>
    <message>
        <source>Check that you may write to %1.</source>
        <translation>Prüfen Sie, ob Sie in %1 schreiben dürfen.</translation>
    </message>
    <message>
        <source>Check that %1 exists and is writable, then save again.</source>
        <translation>Prüfen, ob %1 existiert und beschreibbar ist, dann erneut speichern.</translation>
    </message>
    <message>
        <source>Cannot save %1: creating a temporary file in %2 failed: %3. The previous content is unchanged. %4</source>
        <translation>Kann %1 nicht speichern: Anlegen einer temporären Datei in %2 fehlgeschlagen: %3. Der vorige Inhalt ist unverändert. %4</translation>
    </message>
    <message>
        <source>Cannot save %1: %2 failed: %3. The previous content is unchanged. %4</source>
        <translation>Kann %1 nicht speichern: %2 fehlgeschlagen: %3. Der vorige Inhalt ist unverändert. %4</translation>
    </message>
    <message>
        <source>writing the temporary file</source>
        <translation>Schreiben der temporären Datei</translation>
    </message>
    <message>
        <source>syncing the temporary file</source>
        <translation>Synchronisieren der temporären Datei</translation>
    </message>
    <message>
        <source>closing the temporary file</source>
        <translation>Schließen der temporären Datei</translation>
    </message>
    <message>
        <source>renaming the temporary file over it</source>
        <translation>Umbenennen der temporären Datei über sie</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>check that it is the right file.</source>
        <translation>prüfen Sie, ob es die richtige Datei ist.</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes, the most TPU Workbench reads from such a file; %3</source>
        <translation>%1 ist größer als %2 Byte, das Meiste, was TPU Workbench aus einer solchen Datei liest; %3</translation>
    </message>
</context>
<context>
    <name>twb::AttachDialog</name>
    <message>
        <source>Attach to a Running Job</source>
        <translation>An einen laufenden Job anhängen</translation>
    </message>
    <message>
        <source>Follow a job the workbench did not launch, on every worker of its machine, with the same plots, health and alerts as a launched run. Detaching never touches the job.</source>
        <translation>Einen Job verfolgen, den die Workbench nicht gestartet hat, auf jedem Worker seiner Maschine, mit denselben Diagrammen, Zustandsanzeigen und Warnungen wie ein gestarteter Lauf. Das Abhängen rührt den Job nie an.</translation>
    </message>
    <message>
        <source>&amp;Machine:</source>
        <translation>&amp;Maschine:</translation>
    </message>
    <message>
        <source>e.g. ~/runs/job-7/metrics-{worker}.jsonl or ~/logs/*.log</source>
        <translation>z. B. ~/runs/job-7/metrics-{worker}.jsonl oder ~/logs/*.log</translation>
    </message>
    <message>
        <source>The job&apos;s metrics file on every worker: a path or a glob (its newest match is followed); ~/ is the home folder, {worker} the worker&apos;s index</source>
        <translation>Die Metrikdatei des Jobs auf jedem Worker: ein Pfad oder ein Glob (sein neuester Treffer wird verfolgt); ~/ ist der Home-Ordner, {worker} der Index des Workers</translation>
    </message>
    <message>
        <source>M&amp;etrics path or glob:</source>
        <translation>M&amp;etrikpfad oder Glob:</translation>
    </message>
    <message>
        <source>optional: the job&apos;s log file on every worker</source>
        <translation>optional: die Logdatei des Jobs auf jedem Worker</translation>
    </message>
    <message>
        <source>&amp;Log path:</source>
        <translation>&amp;Log-Pfad:</translation>
    </message>
    <message>
        <source>From the file name</source>
        <translation>Aus dem Dateinamen</translation>
    </message>
    <message>
        <source>JSONL (one object per line)</source>
        <translation>JSONL (ein Objekt pro Zeile)</translation>
    </message>
    <message>
        <source>MaxText log</source>
        <translation>MaxText-Log</translation>
    </message>
    <message>
        <source>TensorBoard events</source>
        <translation>TensorBoard-Events</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>shown in the runs list</source>
        <translation>wird in der Liste der Läufe angezeigt</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Attach</source>
        <translation>&amp;Anhängen</translation>
    </message>
    <message>
        <source>Attaching…</source>
        <translation>Wird angehängt…</translation>
    </message>
</context>
<context>
    <name>twb::AttentionBench</name>
    <message>
        <source>%1 %2: &quot;%3&quot; is not a sequence length (a whole number from 1 to 1048576; separate several with commas, e.g. 512,1024,2048).</source>
        <translation>%1 %2: „%3“ ist keine Sequenzlänge (eine ganze Zahl von 1 bis 1048576; mehrere durch Kommas trennen, z. B. 512,1024,2048).</translation>
    </message>
</context>
<context>
    <name>twb::AttentionBenchDialog</name>
    <message>
        <source>Benchmark attention: %1</source>
        <translation>Attention-Benchmark: %1</translation>
    </message>
    <message>
        <source>Times the attention kernels at this experiment&apos;s shapes and checks each against the reference maths. The result is recorded as a run; the experiment is not changed.</source>
        <translation>Misst die Attention-Kernels bei den Formen dieses Experiments und prüft jeden gegen die Referenzrechnung. Das Ergebnis wird als Lauf gespeichert; das Experiment wird nicht geändert.</translation>
    </message>
    <message>
        <source>TPU (Splash, Flash, SDPA)</source>
        <translation>TPU (Splash, Flash, SDPA)</translation>
    </message>
    <message>
        <source>CPU (SDPA, reference maths)</source>
        <translation>CPU (SDPA, Referenzrechnung)</translation>
    </message>
    <message>
        <source>Sequence lengths, separated by commas</source>
        <translation>Sequenzlängen, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation>Maschine:</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>Gerät:</translation>
    </message>
    <message>
        <source>Sequence lengths:</source>
        <translation>Sequenzlängen:</translation>
    </message>
    <message>
        <source>Batch:</source>
        <translation>Batch:</translation>
    </message>
    <message>
        <source>Timed calls:</source>
        <translation>Gemessene Aufrufe:</translation>
    </message>
    <message>
        <source>Reading the machines...</source>
        <translation>Maschinen werden gelesen ...</translation>
    </message>
    <message>
        <source>Length</source>
        <extracomment>Columns of the results: sequence length, attention kernel, ok/mismatch/unavailable/failed, milliseconds per call, largest difference from the reference, why it is not ok (or the function timed)</extracomment>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>ms per call</source>
        <translation>ms pro Aufruf</translation>
    </message>
    <message>
        <source>Max |error|</source>
        <translation>Max. |Fehler|</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>Button: start the attention benchmark</extracomment>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Open in Monitor</source>
        <translation>Im Monitor öffnen</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>No machine is registered: add one in the Machines panel (a local one benchmarks this computer&apos;s CPU).</source>
        <translation>Keine Maschine registriert: fügen Sie im Bereich „Maschinen“ eine hinzu (eine lokale misst die CPU dieses Computers).</translation>
    </message>
    <message>
        <source>Choose the machine and press Run.</source>
        <translation>Maschine wählen und Starten drücken.</translation>
    </message>
    <message>
        <source>Sequence lengths</source>
        <translation>Sequenzlängen</translation>
    </message>
    <message>
        <source>Benchmarking on %1...</source>
        <translation>Benchmark auf %1 ...</translation>
    </message>
    <message>
        <source>Recorded as run %1.</source>
        <translation>Als Lauf %1 gespeichert.</translation>
    </message>
    <message>
        <source>%1; choose CPU as the device, or a TPU machine.</source>
        <translation>%1; CPU als Gerät wählen oder eine TPU-Maschine.</translation>
    </message>
</context>
<context>
    <name>twb::AttentionBenchRunner</name>
    <message>
        <source>the TPU</source>
        <translation>der TPU</translation>
    </message>
    <message>
        <source>the CPU</source>
        <translation>der CPU</translation>
    </message>
    <message>
        <source>No kernel attention_kernel can name (%1) was correct at every length on %2; the experiment keeps &quot;%3&quot;. The rows above say why.</source>
        <translation>Kein Kernel, den attention_kernel nennen kann (%1), war auf %2 bei jeder Länge korrekt; das Experiment behält „%3“. Die Zeilen oben nennen den Grund.</translation>
    </message>
    <message>
        <source>Fastest correct kernel on %1: %2, which the experiment already uses. Nothing was changed.</source>
        <translation>Schnellster korrekter Kernel auf %1: %2, den das Experiment schon verwendet. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Fastest correct kernel on %1: %2. The experiment uses &quot;%3&quot;; to switch, set &quot;attention_kernel&quot;: &quot;%2&quot; in %4 and scaffold again (tpuwb scaffold ... --attention %2 --force). Nothing was changed.</source>
        <translation>Schnellster korrekter Kernel auf %1: %2. Das Experiment verwendet „%3“; zum Wechseln &quot;attention_kernel&quot;: &quot;%2&quot; in %4 setzen und neu generieren (tpuwb scaffold ... --attention %2 --force). Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Splash and Flash run only on a TPU: benchmark on a TPU machine (--device tpu) before choosing.</source>
        <translation>Splash und Flash laufen nur auf einer TPU: vor der Wahl auf einer TPU-Maschine messen (--device tpu).</translation>
    </message>
    <message>
        <source>EXPERIMENT_DIR %1 is not a folder; give the folder of a scaffolded experiment (e.g. &lt;workspace&gt;/experiments/NAME).</source>
        <translation>EXPERIMENT_DIR %1 ist kein Ordner; geben Sie den Ordner eines generierten Experiments an (z. B. &lt;workspace&gt;/experiments/NAME).</translation>
    </message>
    <message>
        <source>EXPERIMENT_DIR %1 is not an experiment: it has no experiment.json. Give the folder `tpuwb scaffold` wrote (e.g. &lt;workspace&gt;/experiments/NAME).</source>
        <translation>EXPERIMENT_DIR %1 ist kein Experiment: es fehlt experiment.json. Geben Sie den Ordner an, den `tpuwb scaffold` geschrieben hat (z. B. &lt;workspace&gt;/experiments/NAME).</translation>
    </message>
    <message>
        <source>%1 has no bench_attention.py (or launch.sh): it was scaffolded before the attention benchmark existed. Scaffold it again (tpuwb scaffold ... --force).</source>
        <translation>%1 hat kein bench_attention.py (oder launch.sh): es wurde vor dem Attention-Benchmark generiert. Generieren Sie es neu (tpuwb scaffold ... --force).</translation>
    </message>
    <message>
        <source>%1 cannot be read (%2): the benchmark&apos;s metrics were not fetched; `tpuwb run logs %3` shows what the script printed.</source>
        <translation>%1 kann nicht gelesen werden (%2): die Metriken des Benchmarks wurden nicht geholt; `tpuwb run logs %3` zeigt, was das Skript ausgegeben hat.</translation>
    </message>
    <message>
        <source>%1 has no train.seq_len to benchmark at; give --seq-len.</source>
        <translation>%1 hat kein train.seq_len für den Benchmark; geben Sie --seq-len an.</translation>
    </message>
    <message>
        <source>Benchmarking attention in run %1 on %2...</source>
        <translation>Attention-Benchmark in Lauf %1 auf %2 ...</translation>
    </message>
    <message>
        <source>The attention benchmark %1 was cancelled and stopped.</source>
        <translation>Der Attention-Benchmark %1 wurde abgebrochen und gestoppt.</translation>
    </message>
    <message>
        <source>The attention benchmark %1 ended %2: %3. Its log is %4.</source>
        <translation>Der Attention-Benchmark %1 endete mit %2: %3. Sein Log ist %4.</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
    <message>
        <source>The attention benchmark %1 finished but wrote no attention_bench rows to %2.</source>
        <translation>Der Attention-Benchmark %1 ist fertig, hat aber keine attention_bench-Zeilen nach %2 geschrieben.</translation>
    </message>
</context>
<context>
    <name>twb::AxesTableModel</name>
    <message>
        <source>across slices (DCN)</source>
        <translation>über Slices (DCN)</translation>
    </message>
    <message>
        <source>across hosts</source>
        <translation>über Hosts</translation>
    </message>
    <message>
        <source>within a host</source>
        <translation>im Host</translation>
    </message>
    <message>
        <source>Physical axes this mesh axis runs along (core, x, y, z of the chip grid)</source>
        <translation>Physische Achsen, entlang derer diese Mesh-Achse läuft (core, x, y, z des Chip-Gitters)</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>Achse</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Reichweite</translation>
    </message>
</context>
<context>
    <name>twb::CellGridModel</name>
    <message>
        <source>%1 (%2 other combinations gave the same config)</source>
        <translation>%1 (%2 andere Kombinationen ergaben dieselbe Konfig)</translation>
    </message>
    <message>
        <source>not launched</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Zelle</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>column header: the run of this cell (a noun)</extracomment>
        <translation>Run</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An ablation cell&apos;s run state and the machine it ran on: &quot;Finished (this-machine)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>twb::ChangeSliceCommand</name>
    <message>
        <source>Use %1 x %2</source>
        <translation>%1 x %2 verwenden</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>%1 verwenden</translation>
    </message>
</context>
<context>
    <name>twb::CheckpointActions</name>
    <message>
        <source>Resume from here</source>
        <translation>Ab hier fortsetzen</translation>
    </message>
    <message>
        <source>Start the run again from this checkpoint (`tpuwb run resume --from-step`); newer checkpoints are moved to checkpoints/superseded/ on the host</source>
        <translation>Den Lauf ab diesem Checkpoint erneut starten (`tpuwb run resume --from-step`); neuere Checkpoints werden auf dem Host nach checkpoints/superseded/ verschoben</translation>
    </message>
    <message>
        <source>Evaluate</source>
        <translation>Evaluieren</translation>
    </message>
    <message>
        <source>Evaluate this checkpoint on the eval set on the run&apos;s machine (`tpuwb run eval`); the result is an eval point of the run</source>
        <translation>Diesen Checkpoint auf der Maschine des Laufs mit dem Eval-Set evaluieren (`tpuwb run eval`); das Ergebnis ist ein Eval-Punkt des Laufs</translation>
    </message>
    <message>
        <source>Resuming %1 from step %2…</source>
        <translation>%1 wird ab Schritt %2 fortgesetzt…</translation>
    </message>
    <message>
        <source>%1 resumed from step %2.</source>
        <translation>%1 ab Schritt %2 fortgesetzt.</translation>
    </message>
    <message>
        <source>Evaluating step %1 of %2 on its machine…</source>
        <translation>Schritt %1 von %2 wird auf seiner Maschine evaluiert…</translation>
    </message>
    <message>
        <source>Step %1: eval loss %2 (added to the run&apos;s metrics).</source>
        <translation>Schritt %1: Eval-Loss %2 (zu den Metriken des Laufs hinzugefügt).</translation>
    </message>
    <message>
        <source>Step %1 evaluated (added to the run&apos;s metrics).</source>
        <translation>Schritt %1 evaluiert (zu den Metriken des Laufs hinzugefügt).</translation>
    </message>
</context>
<context>
    <name>twb::CheckpointBrowser</name>
    <message>
        <source>Choose a run to see its checkpoints.</source>
        <translation>Wählen Sie einen Lauf, um seine Checkpoints zu sehen.</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Read the run&apos;s checkpoints again on its first host (`tpuwb checkpoint inspect`)</source>
        <translation>Die Checkpoints des Laufs erneut auf seinem ersten Host lesen (`tpuwb checkpoint inspect`)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Vollständig</translation>
    </message>
    <message>
        <source>Config hash</source>
        <translation>Konfigurations-Hash</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Shape / value</source>
        <translation>Form / Wert</translation>
    </message>
    <message>
        <source>Dtype</source>
        <translation>Dtype</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>Reading the checkpoints of %1 on its first host…</source>
        <translation>Die Checkpoints von %1 werden auf seinem ersten Host gelesen…</translation>
    </message>
    <message>
        <source>%1 has no checkpoints yet in %2.</source>
        <translation>%1 hat noch keine Checkpoints in %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoint(s) of %1 in %2; %3 complete. Resume continues from the newest complete one.</source>
        <translation>
            <numerusform>%n Checkpoint von %1 in %2; %3 vollständig. Fortsetzen beginnt beim neuesten vollständigen.</numerusform>
            <numerusform>%n Checkpoints von %1 in %2; %3 vollständig. Fortsetzen beginnt beim neuesten vollständigen.</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source> (the run&apos;s)</source>
        <translation> (der des Laufs)</translation>
    </message>
    <message>
        <source> (not the run&apos;s %1)</source>
        <translation> (nicht der des Laufs, %1)</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>%1, the run&apos;s</source>
        <translation>%1, der des Laufs</translation>
    </message>
    <message>
        <source>%1, the run has %2</source>
        <translation>%1, der Lauf hat %2</translation>
    </message>
    <message>
        <source>yes (meta.json present and consistent)</source>
        <translation>ja (meta.json vorhanden und stimmig)</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>On disk</source>
        <translation>Auf der Platte</translation>
    </message>
    <message>
        <source>Model tensors (%1)</source>
        <translation>Modell-Tensoren (%1)</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Optimizer-Zustand</translation>
    </message>
    <message>
        <source>Param group %1</source>
        <translation>Parametergruppe %1</translation>
    </message>
    <message numerus="yes">
        <source>lr %1, %n parameter(s)</source>
        <translation>
            <numerusform>lr %1, %n Parameter</numerusform>
            <numerusform>lr %1, %n Parameter</numerusform>
        </translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <comment>tensors of parameters: state keys</comment>
        <translation>%1 von %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s)</source>
        <translation>
            <numerusform>%n Tensor</numerusform>
            <numerusform>%n Tensoren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n parameter(s)</source>
        <translation>
            <numerusform>%n Parameter</numerusform>
            <numerusform>%n Parametern</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::CheckpointInspection</name>
    <message>
        <source>%1: field &quot;%2&quot; is not %3; the checkpoint inspector&apos;s output does not match this workbench (reinstall it, or report the checkpoint).</source>
        <translation>%1: Feld „%2“ ist nicht %3; die Ausgabe des Checkpoint-Inspektors passt nicht zu dieser Workbench (installieren Sie sie neu oder melden Sie den Checkpoint).</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a folder name</source>
        <translation>ein Ordnername</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a list of sizes</source>
        <translation>eine Liste von Größen</translation>
    </message>
    <message>
        <source>%1: not a checkpoint inspection (field &quot;schema&quot; is not &quot;%2&quot;); the inspector script and this workbench differ in version.</source>
        <translation>%1: keine Checkpoint-Inspektion (Feld „schema“ ist nicht „%2“); das Inspektor-Skript und diese Workbench haben verschiedene Versionen.</translation>
    </message>
</context>
<context>
    <name>twb::CheckpointInspector</name>
    <message>
        <source>The checkpoint inspector %1 cannot be read (%2); reinstall the workbench or set TPUWB_TEMPLATES to a templates folder that has it.</source>
        <translation>Der Checkpoint-Inspektor %1 kann nicht gelesen werden (%2); installieren Sie die Workbench neu oder setzen Sie TPUWB_TEMPLATES auf einen Vorlagenordner, der ihn enthält.</translation>
    </message>
    <message>
        <source>Inspecting %1 on %2 was cancelled.</source>
        <translation>Die Inspektion von %1 auf %2 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Inspecting %1 on %2 took longer than %3 minutes; the host may be overloaded.</source>
        <translation>Die Inspektion von %1 auf %2 dauerte länger als %3 Minuten; der Host ist möglicherweise überlastet.</translation>
    </message>
    <message>
        <source>%1 on %2 has no torch, which reading checkpoints needs; give the machine the interpreter its runs use (registry field workbench.python).</source>
        <translation>%1 auf %2 hat kein torch, das zum Lesen von Checkpoints nötig ist; geben Sie der Maschine den Interpreter, den ihre Läufe verwenden (Registry-Feld workbench.python).</translation>
    </message>
    <message>
        <source>Inspecting %1 on %2 failed (exit status %3): %4</source>
        <translation>Die Inspektion von %1 auf %2 ist fehlgeschlagen (Exit-Status %3): %4</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>keine Meldung</translation>
    </message>
    <message>
        <source>the output of %1 on %2</source>
        <translation>die Ausgabe von %1 auf %2</translation>
    </message>
    <message>
        <source>Run %1 has no folder on a machine (it was imported or never started), so it has no checkpoints to inspect.</source>
        <translation>Lauf %1 hat keinen Ordner auf einer Maschine (importiert oder nie gestartet), also keine Checkpoints zum Inspizieren.</translation>
    </message>
</context>
<context>
    <name>twb::ChipTopology</name>
    <message>
        <source>Topology &quot;%1&quot; is not a chip grid; write sizes joined by &apos;x&apos;, such as 4x4 or 2x2x4.</source>
        <translation>Topologie &quot;%1&quot; ist kein Chip-Gitter; Größen mit &apos;x&apos; verbunden schreiben, etwa 4x4 oder 2x2x4.</translation>
    </message>
    <message>
        <source>Topology &quot;%1&quot; must have 2 (AxB) or 3 (AxBxC) sizes.</source>
        <translation>Topologie &quot;%1&quot; muss 2 (AxB) oder 3 (AxBxC) Größen haben.</translation>
    </message>
</context>
<context>
    <name>twb::CodeDiffView</name>
    <message>
        <source>Diff from</source>
        <translation>Diff gegen</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>identical</source>
        <translation>identisch</translation>
    </message>
    <message>
        <source>+%1 −%2</source>
        <translation>+%1 −%2</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::CompareCurvesView</name>
    <message>
        <source> (smoothed %1)</source>
        <translation> (geglättet %1)</translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation>Zelle %1</translation>
    </message>
    <message>
        <source>mean of %1</source>
        <translation>Mittel von %1</translation>
    </message>
    <message>
        <source>… %1 more</source>
        <translation>… %1 weitere</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>Seed %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n runs)</source>
        <translation>
            <numerusform>%1 (%n Run)</numerusform>
            <numerusform>%1 (%n Runs)</numerusform>
        </translation>
    </message>
    <message>
        <source>band: a colour&apos;s runs, lowest to highest; line: their mean</source>
        <translation>Band: die Runs einer Farbe, vom niedrigsten zum höchsten; Linie: ihr Mittel</translation>
    </message>
</context>
<context>
    <name>twb::CompareExporter</name>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Run</numerusform>
            <numerusform>%n Runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comparison of %n run(s)</source>
        <translation>
            <numerusform>Vergleich von %n Run</numerusform>
            <numerusform>Vergleich von %n Runs</numerusform>
        </translation>
    </message>
    <message>
        <source>Ablations: %1</source>
        <translation>Ablationen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s); keys that differ: %1</source>
        <translation>
            <numerusform>%n Zelle; abweichende Schlüssel: %1</numerusform>
            <numerusform>%n Zellen; abweichende Schlüssel: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 per run, coloured by %2, line style by seed (smoothing %3)</source>
        <translation>%1 pro Run, gefärbt nach %2, Linienstil nach Seed (Glättung %3)</translation>
    </message>
    <message>
        <source>Parallel coordinates: variables -&gt; %1</source>
        <translation>Parallele Koordinaten: Variablen -&gt; %1</translation>
    </message>
    <message>
        <source>Wrote %1 and its figures.</source>
        <translation>%1 und seine Abbildungen geschrieben.</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>%1 exportiert.</translation>
    </message>
    <message>
        <source>Open some runs first: there is nothing to report.</source>
        <translation>Zuerst einige Runs öffnen: es gibt nichts zu berichten.</translation>
    </message>
    <message>
        <source>Experiments: %1</source>
        <translation>Experimente: %1</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Schreibe %1…</translation>
    </message>
    <message>
        <source>Wrote %1: one file, opens in any browser.</source>
        <translation>%1 geschrieben: eine Datei, öffnet sich in jedem Browser.</translation>
    </message>
</context>
<context>
    <name>twb::ComparePanel</name>
    <message>
        <source>Runs</source>
        <translation>Runs</translation>
    </message>
    <message>
        <source>Pick runs…</source>
        <translation>Runs wählen…</translation>
    </message>
    <message>
        <source>An ablation&apos;s runs…</source>
        <translation>Die Runs einer Ablation…</translation>
    </message>
    <message>
        <source>Compare an ablation</source>
        <translation>Eine Ablation vergleichen</translation>
    </message>
    <message>
        <source>Ablation:</source>
        <translation>Ablation:</translation>
    </message>
    <message>
        <source>All runs of the workspace</source>
        <translation>Alle Runs des Arbeitsbereichs</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>Runs</translation>
    </message>
    <message>
        <source>mean ± band over seeds</source>
        <translation>Mittel ± Band über Seeds</translation>
    </message>
    <message>
        <source>runs + mean</source>
        <translation>Runs + Mittel</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>relative time</source>
        <translation>relative Zeit</translation>
    </message>
    <message>
        <source>wall time</source>
        <translation>Echtzeit</translation>
    </message>
    <message>
        <source>log y</source>
        <extracomment>check box: logarithmic y axis</extracomment>
        <translation>y logarithmisch</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Curves as PNG, SVG or PDF…</source>
        <translation>Kurven als PNG, SVG oder PDF…</translation>
    </message>
    <message>
        <source>Export curves</source>
        <translation>Kurven exportieren</translation>
    </message>
    <message>
        <source>Images (*.png *.svg *.pdf)</source>
        <translation>Bilder (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <source>Parallel coordinates as PNG, SVG or PDF…</source>
        <translation>Parallele Koordinaten als PNG, SVG oder PDF…</translation>
    </message>
    <message>
        <source>Export parallel coordinates</source>
        <translation>Parallele Koordinaten exportieren</translation>
    </message>
    <message>
        <source>Results as CSV…</source>
        <translation>Ergebnisse als CSV…</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Ergebnisse exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Markdown report with figures…</source>
        <translation>Markdown-Bericht mit Abbildungen…</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Colour by</source>
        <translation>Farbe nach</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation>Glättung</translation>
    </message>
    <message>
        <source>x</source>
        <extracomment>label of the x-axis choice (step, wall time, relative time)</extracomment>
        <translation>x</translation>
    </message>
    <message>
        <source>Results:</source>
        <translation>Ergebnisse:</translation>
    </message>
    <message>
        <source>Baseline:</source>
        <translation>Baseline:</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Config diff</source>
        <translation>Konfig-Diff</translation>
    </message>
    <message>
        <source>Runs, tags and notes</source>
        <translation>Runs, Tags und Notizen</translation>
    </message>
    <message>
        <source>No run of %1 has been launched yet.</source>
        <translation>Noch kein Run von %1 gestartet.</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>Zelle</translation>
    </message>
    <message>
        <source>Not read: %1</source>
        <translation>Nicht gelesen: %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Run</numerusform>
            <numerusform>%n Runs</numerusform>
        </translation>
    </message>
    <message>
        <source>Shareable HTML report…</source>
        <translation>Teilbarer HTML-Bericht…</translation>
    </message>
    <message>
        <source>Export HTML report</source>
        <translation>HTML-Bericht exportieren</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>Saved the tags and notes of %1.</source>
        <translation>Tags und Notizen von %1 gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n run(s)…</source>
        <translation>
            <numerusform>Lese %n Run…</numerusform>
            <numerusform>Lese %n Runs…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2.</source>
        <extracomment>Joins &quot;3 runs&quot; and &quot;2 cells&quot;.</extracomment>
        <translation>%1, %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n Zelle</numerusform>
            <numerusform>%n Zellen</numerusform>
        </translation>
    </message>
    <message>
        <source>This workspace has no ablation yet: design one in the Ablation panel.</source>
        <translation>Dieser Arbeitsbereich hat noch keine Ablation: entwerfen Sie eine im Ablation-Panel.</translation>
    </message>
    <message>
        <source>Runs that differ in whether a kernel replaces a module: each seed&apos;s final loss with and without it, and the step times of the two arms</source>
        <translation>Runs, die sich darin unterscheiden, ob ein Kernel ein Modul ersetzt: der letzte Loss jedes Seeds mit und ohne ihn und die Schrittzeiten beider Arme</translation>
    </message>
</context>
<context>
    <name>twb::CompareRunsView</name>
    <message>
        <source>Run</source>
        <extracomment>column header: the training run (a noun)</extracomment>
        <translation>Run</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>The run %1 is no longer compared.</source>
        <translation>Der Run %1 wird nicht mehr verglichen.</translation>
    </message>
</context>
<context>
    <name>twb::ConfigDiffModel</name>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>column header: the training run (a noun)</extracomment>
        <translation>Run</translation>
    </message>
</context>
<context>
    <name>twb::CostEstimate</name>
    <message>
        <source>1 run</source>
        <translation>1 Run</translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation>%1 Runs</translation>
    </message>
    <message>
        <source>%1; cost unknown: the accelerator type &quot;%2&quot; is not in the catalog.</source>
        <translation>%1; Kosten unbekannt: der Beschleunigertyp &quot;%2&quot; ist nicht im Katalog.</translation>
    </message>
    <message>
        <source>%1 x %2 chips (%3), %4 steps; cost unknown: no step time. Set estimate.step_time_s in the ablation file or finish one run of the experiment to measure it.</source>
        <translation>%1 x %2 Chips (%3), %4 Steps; Kosten unbekannt: keine Step-Zeit. estimate.step_time_s in der Ablationsdatei setzen oder einen Run des Experiments beenden, um sie zu messen.</translation>
    </message>
    <message>
        <source>%1 x %2 chips (%3), %4 steps x %5 s = %6, %7; step time %8. Compilation and start-up are not included.</source>
        <translation>%1 x %2 Chips (%3), %4 Schritte x %5 s = %6, %7; Schrittzeit %8. Kompilierung und Start sind nicht enthalten.</translation>
    </message>
    <message>
        <source>%1 chip-seconds</source>
        <translation>%1 Chip-Sekunden</translation>
    </message>
    <message>
        <source>%1 chip-minutes</source>
        <translation>%1 Chip-Minuten</translation>
    </message>
    <message>
        <source>%1 chip-hours</source>
        <translation>%1 Chip-Stunden</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
</context>
<context>
    <name>twb::DataPreparation</name>
    <message>
        <source>--out DIR is missing: name the folder for the shards.</source>
        <translation>--out DIR fehlt: Geben Sie den Ordner für die Shards an.</translation>
    </message>
    <message>
        <source>No corpus given: name the .txt or .jsonl files (or folders of them) to tokenize.</source>
        <translation>Kein Korpus angegeben: Nennen Sie die zu tokenisierenden .txt- oder .jsonl-Dateien (oder Ordner mit solchen Dateien).</translation>
    </message>
    <message>
        <source>%1: tpuwb data prepare reads local files only. Copy the corpus first (gcloud storage cp -r), or train on it as it is with --set data.source=stream --set data.path=%1 --set data.tokenizer=MODEL (a tokenizer prepared here from a local sample of it).</source>
        <translation>%1: tpuwb data prepare liest nur lokale Dateien. Kopieren Sie das Korpus zuerst (gcloud storage cp -r), oder trainieren Sie direkt darauf mit --set data.source=stream --set data.path=%1 --set data.tokenizer=MODEL (ein Tokenizer, der hier aus einer lokalen Stichprobe davon vorbereitet wurde).</translation>
    </message>
    <message>
        <source>--vocab-size %1 is not a positive whole number.</source>
        <translation>--vocab-size %1 ist keine positive ganze Zahl.</translation>
    </message>
    <message>
        <source>--shard-tokens %1 is not a positive whole number.</source>
        <translation>--shard-tokens %1 ist keine positive ganze Zahl.</translation>
    </message>
    <message>
        <source>--threads %1 is not a positive whole number.</source>
        <translation>--threads %1 ist keine positive ganze Zahl.</translation>
    </message>
    <message>
        <source>The data preparation script %1 is missing; reinstall the workbench or set TPUWB_TEMPLATES to a templates folder that has it.</source>
        <translation>Das Datenvorbereitungsskript %1 fehlt; installieren Sie die Workbench neu oder setzen Sie TPUWB_TEMPLATES auf einen Vorlagenordner, der es enthält.</translation>
    </message>
    <message>
        <source>%1 cannot be started (%2); give an interpreter with SentencePiece (the workbench&apos;s Python environment has it; Debian: python3-sentencepiece).</source>
        <translation>%1 lässt sich nicht starten (%2); geben Sie einen Interpreter mit SentencePiece an (die Python-Umgebung der Workbench hat es; Debian: python3-sentencepiece).</translation>
    </message>
    <message>
        <source>Data preparation into %1 was stopped; the folder may hold a partial result, which the next run rebuilds.</source>
        <translation>Die Datenvorbereitung in %1 wurde gestoppt; der Ordner kann ein unvollständiges Ergebnis enthalten, das der nächste Durchlauf neu erstellt.</translation>
    </message>
    <message>
        <source>%1 %2 ended with status %3 and no message.</source>
        <translation>%1 %2 endete mit Status %3 ohne Meldung.</translation>
    </message>
    <message>
        <source>the output of %1</source>
        <translation>die Ausgabe von %1</translation>
    </message>
    <message>
        <source>%1 printed no JSON object.</source>
        <translation>%1 hat kein JSON-Objekt ausgegeben.</translation>
    </message>
    <message>
        <source>%1 is up to date: the same inputs and settings made it (a forced rebuild makes it again).</source>
        <translation>%1 ist aktuell: Dieselben Eingaben und Einstellungen haben es erstellt (ein erzwungener Neuaufbau erstellt es erneut).</translation>
    </message>
    <message>
        <source>Prepared %1.</source>
        <translation>%1 vorbereitet.</translation>
    </message>
    <message>
        <source>  tokens: %1 (train %2 in %3, %4 documents; eval %5 in %6, %7 documents)</source>
        <translation>  Tokens: %1 (Training %2 in %3, %4 Dokumente; Evaluierung %5 in %6, %7 Dokumente)</translation>
    </message>
    <message numerus="yes">
        <source>%n shard(s)</source>
        <translation>
            <numerusform>%n Shard</numerusform>
            <numerusform>%n Shards</numerusform>
        </translation>
    </message>
    <message>
        <source>  tokenizer: %1 (%2, vocab %3), ids stored as %4</source>
        <translation>  Tokenizer: %1 (%2, Vokabular %3), IDs gespeichert als %4</translation>
    </message>
    <message>
        <source>trained here, %1</source>
        <translation>hier trainiert, %1</translation>
    </message>
    <message>
        <source>given: %1</source>
        <translation>vorgegeben: %1</translation>
    </message>
    <message>
        <source>  input: %1 (%2 bytes, sha256 %3)</source>
        <translation>  Eingabe: %1 (%2 Byte, sha256 %3)</translation>
    </message>
    <message>
        <source>  time: %1 s in all, tokenizer %2 s, encoding %3 tokens/s</source>
        <translation>  Zeit: insgesamt %1 s, Tokenizer %2 s, Kodierung %3 Tokens/s</translation>
    </message>
    <message>
        <source>Train on it: data.source tokens, data.path %1, model.vocab_size %2 or larger (tpuwb scaffold ... --set data.source=tokens --set data.path=%1 --set model.vocab_size=%2).</source>
        <translation>Darauf trainieren: data.source tokens, data.path %1, model.vocab_size %2 oder größer (tpuwb scaffold ... --set data.source=tokens --set data.path=%1 --set model.vocab_size=%2).</translation>
    </message>
</context>
<context>
    <name>twb::DemoExperiment</name>
    <message>
        <source>8 experts with top-2 routing reach the dense 1B baseline&apos;s loss in fewer chip-hours.</source>
        <translation>8 Experten mit Top-2-Routing erreichen den Loss der dichten 1B-Baseline in weniger Chip-Stunden.</translation>
    </message>
</context>
<context>
    <name>twb::DemoKernelRun</name>
    <message>
        <source>The demo kernel run in %1 did not finish: %2</source>
        <translation>Der Demo-Kernel-Run in %1 wurde nicht fertig: %2</translation>
    </message>
</context>
<context>
    <name>twb::DemoWorkspace</name>
    <message>
        <source>Cannot copy %1 to %2.</source>
        <translation>%1 kann nicht nach %2 kopiert werden.</translation>
    </message>
    <message>
        <source>%1 exists and is not a workspace (no workbench.json); choose an empty or new folder for the demo.</source>
        <translation>%1 existiert und ist kein Arbeitsbereich (keine workbench.json); einen leeren oder neuen Ordner für die Demo wählen.</translation>
    </message>
    <message>
        <source>%1 already holds a workspace; use --force to replace it with a fresh demo.</source>
        <translation>%1 enthält bereits einen Arbeitsbereich; mit --force durch eine frische Demo ersetzen.</translation>
    </message>
    <message>
        <source>Cannot remove the old demo workspace %1.</source>
        <translation>Kann den alten Demo-Arbeitsbereich %1 nicht entfernen.</translation>
    </message>
</context>
<context>
    <name>twb::DesktopNotifier</name>
    <message>
        <source>No desktop notifications: no session bus (%1). Alerts still reach the Monitor&apos;s list, `tpuwb run watch` and the alert command.</source>
        <translation>Keine Desktop-Benachrichtigungen: kein Session-Bus (%1). Alarme erreichen weiterhin die Liste des Monitors, `tpuwb run watch` und den Alarm-Befehl.</translation>
    </message>
    <message>
        <source>DBUS_SESSION_BUS_ADDRESS is not set</source>
        <translation>DBUS_SESSION_BUS_ADDRESS ist nicht gesetzt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No desktop notifications: %1 did not answer (%2). Alerts still reach the Monitor&apos;s list, `tpuwb run watch` and the alert command.</source>
        <translation>Keine Desktop-Benachrichtigungen: %1 antwortete nicht (%2). Alarme erreichen weiterhin die Liste des Monitors, `tpuwb run watch` und den Alarm-Befehl.</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Run %1</translation>
    </message>
    <message>
        <source>Run %1 on %2</source>
        <translation>Run %1 auf %2</translation>
    </message>
</context>
<context>
    <name>twb::DeviceGridWidget</name>
    <message>
        <source>device %1
worker %2, host %3%4
chip %5%6
%7</source>
        <translation>Device %1
Worker %2, Host %3%4
Chip %5%6
%7</translation>
    </message>
    <message>
        <source>, slice %1</source>
        <translation>, Slice %1</translation>
    </message>
    <message>
        <source>, core %1</source>
        <translation>, Kern %1</translation>
    </message>
    <message>
        <source>No device map</source>
        <translation>Keine Device-Map</translation>
    </message>
    <message>
        <source>Too many chips to draw at this size</source>
        <translation>Zu viele Chips für diese Größe</translation>
    </message>
    <message>
        <source>slice %1</source>
        <translation>Slice %1</translation>
    </message>
    <message>
        <source>z=%1</source>
        <translation>z=%1</translation>
    </message>
    <message>
        <source>Device grid</source>
        <translation>Device-Raster</translation>
    </message>
    <message>
        <source>%1 = %2 over %3</source>
        <translation>%1 = %2 über %3</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) of %1: %2</source>
        <translation>
            <numerusform>%n Device von %1: %2</numerusform>
            <numerusform>%n Devices von %1: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) (%1)</source>
        <translation>
            <numerusform>%n Chip (%1)</numerusform>
            <numerusform>%n Chips (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>colour: %1 coordinate (0..%2); outline: one TPU VM (%n chip(s))</source>
        <translation>
            <numerusform>Farbe: Koordinate %1 (0..%2); Umriss: eine TPU-VM (%n Chip)</numerusform>
            <numerusform>Farbe: Koordinate %1 (0..%2); Umriss: eine TPU-VM (%n Chips)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::DeviceMap</name>
    <message>
        <source>Axis %1 has size %2.</source>
        <translation>Achse %1 hat Größe %2.</translation>
    </message>
    <message numerus="yes">
        <source>The mesh %1 does not multiply out to %2 devices per slice and %n slice(s); fix the axes first.</source>
        <translation>
            <numerusform>Das Mesh %1 ergibt nicht %2 Devices pro Slice und %n Slice; erst die Achsen korrigieren.</numerusform>
            <numerusform>Das Mesh %1 ergibt nicht %2 Devices pro Slice und %n Slices; erst die Achsen korrigieren.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::DiagnosticsBar</name>
    <message>
        <source>Why is it stuck?</source>
        <translation>Warum hängt er?</translation>
    </message>
    <message>
        <source>Take the Python stacks of every thread of train.py on every host at once, and show which host is not where the others are (`tpuwb run stacks`)</source>
        <translation>Die Python-Stacks jedes Threads von train.py auf jedem Host auf einmal erfassen und zeigen, welcher Host nicht dort ist, wo die anderen sind (`tpuwb run stacks`)</translation>
    </message>
    <message>
        <source>Why is it slow?</source>
        <translation>Warum ist er langsam?</translation>
    </message>
    <message>
        <source>Trace the next steps on every host while the run goes on, and show where the step time goes (`tpuwb run profile`)</source>
        <translation>Die nächsten Steps auf jedem Host tracen, während der Run weiterläuft, und zeigen, wohin die Step-Zeit geht (`tpuwb run profile`)</translation>
    </message>
    <message>
        <source>Checkpoints…</source>
        <translation>Checkpoints…</translation>
    </message>
    <message>
        <source>The run&apos;s checkpoints: step, completeness, config hash, tensors and optimizer state (`tpuwb checkpoint inspect`)</source>
        <translation>Die Checkpoints des Laufs: Schritt, Vollständigkeit, Konfigurations-Hash, Tensoren und Optimizer-Zustand (`tpuwb checkpoint inspect`)</translation>
    </message>
    <message>
        <source>Stacks of %1</source>
        <translation>Stacks von %1</translation>
    </message>
    <message>
        <source>Taking the stacks of every host of %1…</source>
        <translation>Erfasse die Stacks aller Hosts von %1…</translation>
    </message>
    <message>
        <source>%1 stalled: taking the stacks of every host…</source>
        <translation>%1 hängt: erfasse die Stacks aller Hosts…</translation>
    </message>
    <message>
        <source>Taking the stacks of %1…</source>
        <translation>Erfasse die Stacks von %1…</translation>
    </message>
    <message>
        <source>Stacks of %1 taken.</source>
        <translation>Stacks von %1 erfasst.</translation>
    </message>
    <message>
        <source>Stacks of %1 taken: a host is not where the others are.</source>
        <translation>Stacks von %1 erfasst: ein Host ist nicht dort, wo die anderen sind.</translation>
    </message>
    <message>
        <source>Reading the saved stacks of %1…</source>
        <translation>Lese die gespeicherten Stacks von %1…</translation>
    </message>
    <message>
        <source>Profile of %1</source>
        <translation>Profil von %1</translation>
    </message>
    <message numerus="yes">
        <source>Tracing %n step(s) on every host of %1…</source>
        <translation>
            <numerusform>Trace %n Step auf jedem Host von %1…</numerusform>
            <numerusform>Trace %n Steps auf jedem Host von %1…</numerusform>
        </translation>
    </message>
    <message>
        <source>Profiling %1…</source>
        <translation>Profiliere %1…</translation>
    </message>
    <message>
        <source>Profile of %1 taken.</source>
        <translation>Profil von %1 erfasst.</translation>
    </message>
    <message>
        <source>Checkpoints of %1</source>
        <translation>Checkpoints von %1</translation>
    </message>
</context>
<context>
    <name>twb::DocLinks</name>
    <message>
        <source>Runs and the live monitor</source>
        <translation>Runs und der Live-Monitor</translation>
    </message>
    <message>
        <source>Ablations and Compare</source>
        <translation>Ablationen und Vergleich</translation>
    </message>
    <message>
        <source>Mesh designer</source>
        <translation>Mesh-Designer</translation>
    </message>
    <message>
        <source>Experiment scaffolding</source>
        <translation>Experiment-Gerüste</translation>
    </message>
    <message>
        <source>Kernel-optimization runs</source>
        <translation>Kernel-Optimierungs-Runs</translation>
    </message>
    <message>
        <source>Reaching hosts (SSH, host keys)</source>
        <translation>Hosts erreichen (SSH, Host-Schlüssel)</translation>
    </message>
    <message>
        <source>File formats</source>
        <translation>Dateiformate</translation>
    </message>
</context>
<context>
    <name>twb::Document</name>
    <message>
        <source>The document has no file yet; choose where to save it.</source>
        <translation>Das Dokument hat noch keine Datei; wählen, wo es gespeichert wird.</translation>
    </message>
</context>
<context>
    <name>twb::EditAxisCommand</name>
    <message>
        <source>Edit axis %1</source>
        <translation>Achse %1 bearbeiten</translation>
    </message>
</context>
<context>
    <name>twb::EnvironmentProbe</name>
    <message>
        <source>this machine</source>
        <translation>diese Maschine</translation>
    </message>
    <message>
        <source>%1 (this machine)</source>
        <translation>%1 (diese Maschine)</translation>
    </message>
    <message>
        <source>host %1 (%2) of %3</source>
        <translation>Host %1 (%2) von %3</translation>
    </message>
    <message>
        <source>%1: the interpreter %2 was not found; set the machine&apos;s python to one that exists there.</source>
        <translation>%1: Der Interpreter %2 wurde nicht gefunden; setzen Sie das python der Maschine auf einen, den es dort gibt.</translation>
    </message>
    <message>
        <source>%1: %2 did not answer the probe (exit code %3%4).</source>
        <translation>%1: %2 hat auf die Abfrage nicht geantwortet (Exit-Code %3%4).</translation>
    </message>
    <message>
        <source>%1: %2 answered the probe with something that is not its JSON: %3</source>
        <translation>%1: %2 hat auf die Abfrage etwas geantwortet, das nicht ihr JSON ist: %3</translation>
    </message>
    <message>
        <source>torch_xla is not installed</source>
        <translation>torch_xla ist nicht installiert</translation>
    </message>
    <message>
        <source>%1 could not be reached: %2</source>
        <translation>%1 war nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>%1: %2 gave no answer within %3 s.</source>
        <translation>%1: %2 hat innerhalb von %3 s nicht geantwortet.</translation>
    </message>
    <message>
        <source>%1: the probe was cancelled.</source>
        <translation>%1: Die Abfrage wurde abgebrochen.</translation>
    </message>
    <message>
        <source>the workbench&apos;s Python environment is installed: unset TPUWB_PYTHON to use %1, or set TPUWB_PYTHON=/path/to/python to an interpreter that has them.</source>
        <translation>Die Python-Umgebung der Workbench ist installiert: Entfernen Sie TPUWB_PYTHON, um %1 zu verwenden, oder setzen Sie TPUWB_PYTHON=/pfad/zu/python auf einen Interpreter, der sie hat.</translation>
    </message>
    <message>
        <source>scripts/install-python-env.sh (from the TPU Workbench source checkout) repairs %1; or set TPUWB_PYTHON=/path/to/python to an interpreter that has them.</source>
        <translation>scripts/install-python-env.sh (aus dem Quellcode-Checkout der TPU Workbench) repariert %1; oder setzen Sie TPUWB_PYTHON=/pfad/zu/python auf einen Interpreter, der sie hat.</translation>
    </message>
    <message>
        <source>scripts/install-python-env.sh (from the TPU Workbench source checkout) installs them into %1; or set TPUWB_PYTHON=/path/to/python to an interpreter that has them.</source>
        <translation>scripts/install-python-env.sh (aus dem Quellcode-Checkout der TPU Workbench) installiert sie in %1; oder setzen Sie TPUWB_PYTHON=/pfad/zu/python auf einen Interpreter, der sie hat.</translation>
    </message>
    <message>
        <source>on %1, in the project&apos;s folder: %2 -m pip install -r requirements.txt (as the generated project&apos;s README says).</source>
        <translation>auf %1, im Ordner des Projekts: %2 -m pip install -r requirements.txt (wie es die README des erzeugten Projekts sagt).</translation>
    </message>
    <message>
        <source>the workbench&apos;s Python environment has them: set %1&apos;s python to %2 (Machines panel, Edit).</source>
        <translation>Die Python-Umgebung der Workbench hat sie: Setzen Sie das python von %1 auf %2 (Maschinen-Panel, Bearbeiten).</translation>
    </message>
    <message>
        <source>scripts/install-python-env.sh (from the TPU Workbench source checkout) repairs %1.</source>
        <translation>scripts/install-python-env.sh (aus dem Quellcode-Checkout der TPU Workbench) repariert %1.</translation>
    </message>
    <message>
        <source>scripts/install-python-env.sh (from the TPU Workbench source checkout) installs them into %1; then set %2&apos;s python to %3 (Machines panel, Edit). Or set TPUWB_PYTHON=/path/to/python to an interpreter that has them.</source>
        <translation>scripts/install-python-env.sh (aus dem Quellcode-Checkout der TPU Workbench) installiert sie in %1; setzen Sie dann das python von %2 auf %3 (Maschinen-Panel, Bearbeiten). Oder setzen Sie TPUWB_PYTHON=/pfad/zu/python auf einen Interpreter, der sie hat.</translation>
    </message>
</context>
<context>
    <name>twb::ErrorDetailsDialog</name>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
</context>
<context>
    <name>twb::Experiment</name>
    <message>
        <source>%1 must hold a JSON object (an experiment), not %2.</source>
        <translation>%1 muss ein JSON-Objekt (ein Experiment) enthalten, nicht %2.</translation>
    </message>
    <message>
        <source>%1 has no &quot;schema&quot;: &quot;%2&quot;; it is not a TPU Workbench experiment. Add the field if the file is one.</source>
        <translation>%1 hat kein &quot;schema&quot;: &quot;%2&quot;; es ist kein TPU-Workbench-Experiment. Das Feld ergänzen, wenn die Datei eines ist.</translation>
    </message>
    <message>
        <source>%1: schema &quot;%2&quot; is not an experiment schema (expected &quot;%3&quot;).</source>
        <translation>%1: Schema &quot;%2&quot; ist kein Experiment-Schema (erwartet &quot;%3&quot;).</translation>
    </message>
    <message>
        <source>%1 uses schema %2, written by a newer TPU Workbench; this version reads %3. Update TPU Workbench to open it.</source>
        <translation>%1 verwendet Schema %2, von einer neueren TPU Workbench geschrieben; diese Version liest %3. TPU Workbench aktualisieren, um es zu öffnen.</translation>
    </message>
    <message>
        <source>%1=%2: %3 (at %4 of the value). Write a value within that limit, or quote it (&quot;...&quot;) to set it as text.</source>
        <translation>%1=%2: %3 (bei %4 des Werts). Einen Wert in dieser Grenze schreiben oder in Anführungszeichen (&quot;...&quot;) als Text setzen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a field path; write it as dotted names such as train.lr.</source>
        <translation>&quot;%1&quot; ist kein Feldpfad; als gepunktete Namen schreiben, etwa train.lr.</translation>
    </message>
    <message>
        <source>Cannot set %1: %2 is a %3, not an object.</source>
        <translation>Kann %1 nicht setzen: %2 ist ein %3, kein Objekt.</translation>
    </message>
</context>
<context>
    <name>twb::ExperimentDataRules</name>
    <message>
        <source>%1 names no bucket; write gs://BUCKET/PREFIX.</source>
        <translation>%1 nennt keinen Bucket; schreiben Sie gs://BUCKET/PREFIX.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a Cloud Storage bucket name (3 to 63 lower-case letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, starting and ending with a letter or digit).</source>
        <translation>%1: „%2“ ist kein gültiger Cloud-Storage-Bucket-Name (3 bis 63 Kleinbuchstaben, Ziffern, &apos;-&apos;, &apos;_&apos; oder &apos;.&apos;, am Anfang und Ende ein Buchstabe oder eine Ziffer).</translation>
    </message>
    <message>
        <source>%1 is not hf://DATASET[/CONFIG][:SPLIT] (DATASET as on the Hub: name or owner/name; for example hf://allenai/c4/en:train).</source>
        <translation>%1 hat nicht die Form hf://DATASET[/CONFIG][:SPLIT] (DATASET wie auf dem Hub: Name oder Besitzer/Name; zum Beispiel hf://allenai/c4/en:train).</translation>
    </message>
    <message>
        <source>%1 names a config and data.hf_config names one too; keep one of them.</source>
        <translation>%1 nennt eine Konfiguration, und data.hf_config nennt ebenfalls eine; behalten Sie nur eine davon.</translation>
    </message>
    <message>
        <source>data.path %1: data.source &quot;%2&quot; reads local files only; set data.source to &quot;stream&quot; to read .txt/.jsonl shards from gs:// or a dataset from hf://, or copy the data to the machine.</source>
        <translation>data.path %1: data.source „%2“ liest nur lokale Dateien; setzen Sie data.source auf „stream“, um .txt/.jsonl-Shards von gs:// oder einen Datensatz von hf:// zu lesen, oder kopieren Sie die Daten auf die Maschine.</translation>
    </message>
    <message>
        <source>data.path must name the text shards (a file, folder or pattern, local or gs://BUCKET/PREFIX) or hf://DATASET when data.source is &quot;stream&quot;.</source>
        <translation>data.path muss die Text-Shards (eine Datei, einen Ordner oder ein Muster, lokal oder gs://BUCKET/PREFIX) oder hf://DATASET nennen, wenn data.source „stream“ ist.</translation>
    </message>
    <message>
        <source>data.path %1: only local paths, gs:// and hf:// are read.</source>
        <translation>data.path %1: gelesen werden nur lokale Pfade, gs:// und hf://.</translation>
    </message>
    <message>
        <source>data.tokenizer must name a SentencePiece model (local or gs://; tpuwb data prepare writes tokenizer.model) when data.source is &quot;stream&quot;.</source>
        <translation>data.tokenizer muss ein SentencePiece-Modell nennen (lokal oder gs://; tpuwb data prepare schreibt tokenizer.model), wenn data.source „stream“ ist.</translation>
    </message>
    <message>
        <source>data.tokenizer %1: give a local path or a gs:// URL.</source>
        <translation>data.tokenizer %1: geben Sie einen lokalen Pfad oder eine gs://-URL an.</translation>
    </message>
    <message>
        <source>%1 must be a non-empty string.</source>
        <translation>%1 muss eine nicht leere Zeichenkette sein.</translation>
    </message>
    <message>
        <source>data.hf_config is used only with an hf:// data.path; it is ignored here.</source>
        <translation>data.hf_config wird nur mit einem hf://-data.path verwendet; hier wird es ignoriert.</translation>
    </message>
    <message>
        <source>data.eval_fraction must be a number between 0 and 1 (exclusive) for data.source &quot;stream&quot;: the eval set is held out of the stream.</source>
        <translation>data.eval_fraction muss für data.source „stream“ eine Zahl zwischen 0 und 1 (ausschließlich) sein: die Auswertungsmenge wird aus dem Stream zurückgehalten.</translation>
    </message>
</context>
<context>
    <name>twb::ExperimentKernelRules</name>
    <message>
        <source>model.kernels must be an object of module -&gt; kernel, e.g. {&quot;rmsnorm&quot;: {&quot;path&quot;: &quot;...&quot;, &quot;sha256&quot;: &quot;...&quot;}}, not %1; use `tpuwb kernel use` to switch a kernel in.</source>
        <translation>model.kernels muss ein Objekt Modul -&gt; Kernel sein, z. B. {&quot;rmsnorm&quot;: {&quot;path&quot;: &quot;...&quot;, &quot;sha256&quot;: &quot;...&quot;}}, nicht %1; `tpuwb kernel use` schaltet einen Kernel ein.</translation>
    </message>
    <message>
        <source>%1: the generated model cannot route module &quot;%2&quot; through a kernel; the modules that take a kernel are %3. Remove the entry or rename it.</source>
        <translation>%1: Das erzeugte Modell kann das Modul „%2“ nicht über einen Kernel leiten; einen Kernel nehmen die Module %3. Entfernen Sie den Eintrag oder benennen Sie ihn um.</translation>
    </message>
    <message>
        <source>%1 must be an object {&quot;path&quot;: &quot;&lt;kernel&gt;.py&quot;, &quot;sha256&quot;: &quot;&lt;hex&gt;&quot;, &quot;enabled&quot;: true}, not %2; `tpuwb kernel use KERNEL --experiment DIR --module %3` writes it.</source>
        <translation>%1 muss ein Objekt {&quot;path&quot;: &quot;&lt;kernel&gt;.py&quot;, &quot;sha256&quot;: &quot;&lt;hex&gt;&quot;, &quot;enabled&quot;: true} sein, nicht %2; `tpuwb kernel use KERNEL --experiment DIR --module %3` schreibt es.</translation>
    </message>
    <message>
        <source>%1.enabled must be true or false, not %2.</source>
        <translation>%1.enabled muss true oder false sein, nicht %2.</translation>
    </message>
    <message>
        <source>%1.path is missing; set it to the kernel&apos;s file (a kernel run&apos;s optimized.py), absolute or relative to the experiment&apos;s folder.</source>
        <translation>%1.path fehlt; setzen Sie es auf die Datei des Kernels (optimized.py eines Kernel-Laufs), absolut oder relativ zum Ordner des Experiments.</translation>
    </message>
    <message>
        <source>%1: the %2 kernel needs the hidden size model.d_model to be a multiple of %3 (its blocks are %3 lanes wide); model.d_model is %4. Choose a multiple of %3 or remove the kernel.</source>
        <translation>%1: Der %2-Kernel braucht als verborgene Größe model.d_model ein Vielfaches von %3 (seine Blöcke sind %3 Lanes breit); model.d_model ist %4. Wählen Sie ein Vielfaches von %3 oder entfernen Sie den Kernel.</translation>
    </message>
    <message>
        <source>%1.sha256 must be the kernel file&apos;s SHA-256 (64 lower-case hex digits), not %2; `sha256sum FILE` prints it, `tpuwb kernel use` writes it.</source>
        <translation>%1.sha256 muss der SHA-256 der Kernel-Datei sein (64 Hex-Ziffern in Kleinbuchstaben), nicht %2; `sha256sum FILE` gibt ihn aus, `tpuwb kernel use` schreibt ihn.</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>%1.path: %2 does not exist; point it at the published kernel (a finished kernel run&apos;s optimized.py) or remove the entry.</source>
        <translation>%1.path: %2 existiert nicht; verweisen Sie auf den veröffentlichten Kernel (optimized.py eines abgeschlossenen Kernel-Laufs) oder entfernen Sie den Eintrag.</translation>
    </message>
    <message>
        <source>%1.path: %2</source>
        <translation>%1.path: %2</translation>
    </message>
    <message>
        <source>%1.path: %2 defines no `computation`; a published MaxKernel kernel is a JAX function `computation(...)`. Point it at the run&apos;s optimized.py.</source>
        <translation>%1.path: %2 definiert kein `computation`; ein veröffentlichter MaxKernel-Kernel ist eine JAX-Funktion `computation(...)`. Verweisen Sie auf optimized.py des Laufs.</translation>
    </message>
    <message>
        <source>%1.sha256 is %2; set it to %3, the SHA-256 of %4 (or switch the kernel in with `tpuwb kernel use`).</source>
        <translation>%1.sha256 ist %2; setzen Sie es auf %3, den SHA-256 von %4 (oder schalten Sie den Kernel mit `tpuwb kernel use` ein).</translation>
    </message>
    <message>
        <source>%1.sha256 says %2 but %3 now has %4: the kernel changed after it was switched in. Check the new kernel and run `tpuwb kernel use` again, or restore the file.</source>
        <translation>%1.sha256 sagt %2, aber %3 hat jetzt %4: Der Kernel hat sich geändert, nachdem er eingeschaltet wurde. Prüfen Sie den neuen Kernel und führen Sie `tpuwb kernel use` erneut aus, oder stellen Sie die Datei wieder her.</translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot;, relative, and there is no experiment folder to find it from; write an absolute path.</source>
        <translation>%1 ist „%2“, relativ, und es gibt keinen Experiment-Ordner, von dem aus er zu finden wäre; schreiben Sie einen absoluten Pfad.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: tpu.scan_layers cannot run layers that hold a Pallas kernel; turn scan_layers off or remove the kernel.</source>
        <translation>%1: tpu.scan_layers kann keine Schichten ausführen, die einen Pallas-Kernel enthalten; schalten Sie scan_layers aus oder entfernen Sie den Kernel.</translation>
    </message>
</context>
<context>
    <name>twb::ExperimentListModel</name>
    <message>
        <source>unreadable</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
</context>
<context>
    <name>twb::ExperimentMeshFile</name>
    <message>
        <source>%1 must hold a JSON object (an experiment).</source>
        <translation>%1 muss ein JSON-Objekt (ein Experiment) enthalten.</translation>
    </message>
    <message>
        <source>%1 must hold a JSON object (an experiment); it was left unchanged.</source>
        <translation>%1 muss ein JSON-Objekt (ein Experiment) enthalten; es blieb unverändert.</translation>
    </message>
</context>
<context>
    <name>twb::ExperimentMeshRules</name>
    <message>
        <source>strategy &quot;single&quot; runs on one device, but tpu.mesh is %1; remove the mesh or choose spmd, fsdpv2 or ddp to use the %2 devices.</source>
        <translation>Strategie &quot;single&quot; läuft auf einem Device, aber tpu.mesh ist %1; das Mesh entfernen oder spmd, fsdpv2 oder ddp wählen, um die %2 Devices zu nutzen.</translation>
    </message>
    <message>
        <source>strategy &quot;%1&quot; needs tpu.mesh.axes; for %2 (%3 devices) for example %4.</source>
        <translation>Strategie &quot;%1&quot; braucht tpu.mesh.axes; für %2 (%3 Devices) zum Beispiel %4.</translation>
    </message>
    <message>
        <source>strategy &quot;%1&quot; does not shard parameters; partition specs apply under spmd or fsdpv2. Change the strategy or remove the specs.</source>
        <translation>Strategie &quot;%1&quot; shardet keine Parameter; Partition-Specs gelten unter spmd oder fsdpv2. Die Strategie ändern oder die Specs entfernen.</translation>
    </message>
    <message>
        <source>the model has no tensor &quot;%1&quot;; its tensors are %2.</source>
        <translation>das Modell hat keinen Tensor &quot;%1&quot;; seine Tensoren sind %2.</translation>
    </message>
    <message>
        <source>data, fsdp and DCN axes (use strategy spmd for tensor or expert axes)</source>
        <translation>data-, fsdp- und DCN-Achsen (Strategie spmd für tensor- oder expert-Achsen)</translation>
    </message>
    <message>
        <source>data, fsdp, model (or tensor), expert and DCN axes</source>
        <translation>data-, fsdp-, model- (oder tensor-), expert- und DCN-Achsen</translation>
    </message>
    <message>
        <source>strategy &quot;%1&quot; has no use for the %2 mesh axis &quot;%3&quot;; its axes are %4.</source>
        <translation>Strategie &quot;%1&quot; kann die %2-Mesh-Achse &quot;%3&quot; nicht nutzen; ihre Achsen sind %4.</translation>
    </message>
    <message>
        <source>strategy &quot;ddp&quot; runs one process per device: give tpu.mesh exactly one axis data=%1.</source>
        <translation>Strategie &quot;ddp&quot; startet einen Prozess pro Device: tpu.mesh genau eine Achse data=%1 geben.</translation>
    </message>
    <message>
        <source>train.batch_size (%1) must divide over the data-parallel mesh axes (data x fsdp x DCN = %2).</source>
        <translation>train.batch_size (%1) muss sich über die datenparallelen Mesh-Achsen teilen lassen (data x fsdp x DCN = %2).</translation>
    </message>
    <message>
        <source>train.batch_size (%1) must divide over the %2 hosts, which each load their share.</source>
        <translation>train.batch_size (%1) muss sich über die %2 Hosts teilen lassen, die jeweils ihren Anteil laden.</translation>
    </message>
    <message>
        <source>model.n_heads (%1) must divide over the tensor-parallel mesh axis (%2).</source>
        <translation>model.n_heads (%1) muss sich über die tensor-parallele Mesh-Achse (%2) teilen lassen.</translation>
    </message>
    <message>
        <source>model.d_ff (%1) must divide over the tensor-parallel mesh axis (%2).</source>
        <translation>model.d_ff (%1) muss sich über die tensor-parallele Mesh-Achse (%2) teilen lassen.</translation>
    </message>
    <message>
        <source>the mesh axis expert=%1 needs a MoE model (model.kind &quot;moe&quot;).</source>
        <translation>die Mesh-Achse expert=%1 braucht ein MoE-Modell (model.kind &quot;moe&quot;).</translation>
    </message>
</context>
<context>
    <name>twb::ExperimentValidator</name>
    <message>
        <source>%1 is missing; set it to an integer &gt;= %2.</source>
        <translation>%1 fehlt; auf eine Ganzzahl &gt;= %2 setzen.</translation>
    </message>
    <message>
        <source>%1 must be an integer, not %2.</source>
        <translation>%1 muss eine Ganzzahl sein, nicht %2.</translation>
    </message>
    <message>
        <source>%1 must be &gt;= %2 (it is %3).</source>
        <translation>%1 muss &gt;= %2 sein (ist %3).</translation>
    </message>
    <message>
        <source>%1 is missing; set it to a number.</source>
        <translation>%1 fehlt; auf eine Zahl setzen.</translation>
    </message>
    <message>
        <source>%1 must be a finite number, not %2.</source>
        <translation>%1 muss eine endliche Zahl sein, nicht %2.</translation>
    </message>
    <message>
        <source>%1 must be &gt; 0 (it is %2).</source>
        <translation>%1 muss &gt; 0 sein (ist %2).</translation>
    </message>
    <message>
        <source>%1 must be &gt;= 0 (it is %2).</source>
        <translation>%1 muss &gt;= 0 sein (ist %2).</translation>
    </message>
    <message>
        <source>%1 is missing; choose one of %2.</source>
        <translation>%1 fehlt; eines von %2 wählen.</translation>
    </message>
    <message>
        <source>%1 is %2, which is unknown; choose one of %3.</source>
        <translation>%1 ist %2, das unbekannt ist; eines von %3 wählen.</translation>
    </message>
    <message>
        <source>%1 must be true or false, not %2.</source>
        <translation>%1 muss true oder false sein, nicht %2.</translation>
    </message>
    <message>
        <source>model.d_model (%1) is not divisible by model.n_heads (%2); choose a head count that divides d_model.</source>
        <translation>model.d_model (%1) ist nicht durch model.n_heads (%2) teilbar; eine Kopfanzahl wählen, die d_model teilt.</translation>
    </message>
    <message>
        <source>the head size model.d_model / model.n_heads = %1 is odd; rotary embeddings need an even head size.</source>
        <translation>die Kopfgröße model.d_model / model.n_heads = %1 ist ungerade; Rotary-Embeddings brauchen eine gerade Kopfgröße.</translation>
    </message>
    <message>
        <source>model.moe.top_k (%1) is larger than model.moe.n_experts (%2); a token cannot choose more experts than exist.</source>
        <translation>model.moe.top_k (%1) ist größer als model.moe.n_experts (%2); ein Token kann nicht mehr Experten wählen, als es gibt.</translation>
    </message>
    <message>
        <source>data.path must name the text file when data.source is &quot;text&quot;.</source>
        <translation>data.path muss die Textdatei nennen, wenn data.source &quot;text&quot; ist.</translation>
    </message>
    <message>
        <source>data.path must name the folder of token shards (tpuwb data prepare --out) when data.source is &quot;tokens&quot;.</source>
        <translation>data.path muss den Ordner der Token-Shards nennen (tpuwb data prepare --out), wenn data.source &quot;tokens&quot; ist.</translation>
    </message>
    <message>
        <source>model.vocab_size must be &gt;= 256 for byte-level text data (it is %1).</source>
        <translation>model.vocab_size muss für Byte-Textdaten &gt;= 256 sein (ist %1).</translation>
    </message>
    <message>
        <source>tracking.wandb.project must be a string or null.</source>
        <translation>tracking.wandb.project muss ein String oder null sein.</translation>
    </message>
    <message>
        <source>wandb is on without tracking.wandb.project; runs go to the project &quot;tpu-workbench&quot;.</source>
        <translation>wandb ist an ohne tracking.wandb.project; Runs gehen in das Projekt &quot;tpu-workbench&quot;.</translation>
    </message>
    <message>
        <source>name %1 is not usable as a folder and run id; use 1 to 64 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;, starting with a letter or digit.</source>
        <translation>Name %1 ist als Ordner und Run-ID nicht nutzbar; 1 bis 64 Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; oder &apos;-&apos; verwenden, mit Buchstabe oder Ziffer beginnend.</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>(fehlt)</translation>
    </message>
    <message>
        <source>hypothesis must be text.</source>
        <translation>hypothesis muss Text sein.</translation>
    </message>
    <message>
        <source>tpu.accelerator_type is missing; name the slice, e.g. v5litepod-8 or v4-16.</source>
        <translation>tpu.accelerator_type fehlt; den Slice benennen, z. B. v5litepod-8 oder v4-16.</translation>
    </message>
    <message>
        <source>attention_kernel &quot;%1&quot; is a Pallas kernel that needs TPU v3 or newer; %2 is a v2. Choose sdpa.</source>
        <translation>attention_kernel &quot;%1&quot; ist ein Pallas-Kernel, der TPU v3 oder neuer braucht; %2 ist ein v2. sdpa wählen.</translation>
    </message>
    <message>
        <source>Splash attention on TPU v3 is not confirmed; the run checks it against the reference maths at start-up and stops if it fails.</source>
        <translation>Splash Attention auf TPU v3 ist nicht bestätigt; der Run prüft sie beim Start gegen die Referenzmathematik und stoppt, wenn sie abweicht.</translation>
    </message>
    <message>
        <source>Splash attention runs under SPMD; strategy &quot;%1&quot; is not SPMD. Choose spmd or fsdpv2, or the flash or sdpa kernel.</source>
        <translation>Splash Attention läuft unter SPMD; Strategie &quot;%1&quot; ist kein SPMD. spmd oder fsdpv2 wählen, oder den flash- oder sdpa-Kernel.</translation>
    </message>
    <message>
        <source>Splash attention shards q/k/v over the mesh axes &quot;data&quot; and &quot;fsdp&quot;; the mesh needs both (size 1 is fine).</source>
        <translation>Splash Attention shardet q/k/v über die Mesh-Achsen &quot;data&quot; und &quot;fsdp&quot;; das Mesh braucht beide (Größe 1 genügt).</translation>
    </message>
    <message>
        <source>tpu.scan_layers cannot run layers that hold a Pallas kernel (%1); use attention_kernel sdpa or turn scan_layers off.</source>
        <translation>tpu.scan_layers kann keine Schichten mit einem Pallas-Kernel ausführen (%1); attention_kernel sdpa verwenden oder scan_layers ausschalten.</translation>
    </message>
    <message>
        <source>train.remat recomputes each decoder layer of the layer loop; tpu.scan_layers replaces that loop. Turn one of them off.</source>
        <translation>train.remat berechnet jede Decoder-Schicht der Schichtschleife neu; tpu.scan_layers ersetzt diese Schleife. Eines davon ausschalten.</translation>
    </message>
    <message>
        <source>tpu.scan_layers needs layers that return one tensor; MoE layers also return their load-balancing loss. Turn scan_layers off.</source>
        <translation>tpu.scan_layers braucht Schichten, die einen Tensor zurückgeben; MoE-Schichten geben auch ihren Load-Balancing-Loss zurück. scan_layers ausschalten.</translation>
    </message>
    <message>
        <source>module_versions is missing; the templates implement %1.</source>
        <translation>module_versions fehlt; die Vorlagen implementieren %1.</translation>
    </message>
    <message>
        <source>%1 is %2 but the templates implement %3; set it to %3 (a different version needs a template that implements it).</source>
        <translation>%1 ist %2, aber die Vorlagen implementieren %3; auf %3 setzen (eine andere Version braucht eine Vorlage, die sie implementiert).</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>train.seq_len must be &gt;= 2 for an encoder-decoder: the first half of the window is the source, the rest the target (it is %1).</source>
        <translation>train.seq_len muss für einen Encoder-Decoder &gt;= 2 sein: die erste Hälfte des Fensters ist die Quelle, der Rest das Ziel (es ist %1).</translation>
    </message>
    <message>
        <source>model.n_encoder_layers applies to model.kind &quot;encoder_decoder&quot; only; this model ignores it.</source>
        <translation>model.n_encoder_layers gilt nur für model.kind &quot;encoder_decoder&quot;; dieses Modell ignoriert es.</translation>
    </message>
    <message>
        <source>tpu.scan_layers needs layers that take one tensor; the decoder blocks of an encoder-decoder also read the encoder&apos;s output. Turn scan_layers off.</source>
        <translation>tpu.scan_layers braucht Schichten, die einen Tensor nehmen; die Decoder-Blöcke eines Encoder-Decoders lesen auch die Ausgabe des Encoders. Schalten Sie scan_layers aus.</translation>
    </message>
</context>
<context>
    <name>twb::ExperimentsPanel</name>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Smoke test</source>
        <translation>Smoke-Test</translation>
    </message>
    <message>
        <source>Select an experiment, or create one.</source>
        <translation>Ein Experiment wählen oder anlegen.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (hash %2): %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (Hash %2): %3</translation>
    </message>
    <message>
        <source>no hypothesis written down</source>
        <translation>keine Hypothese notiert</translation>
    </message>
    <message>
        <source>Reading %1 ...</source>
        <translation>Lese %1 ...</translation>
    </message>
    <message>
        <source>An idea, its hypothesis and the variables to vary become an experiment, an ablation and a plan with a measured compute budget</source>
        <translation>Eine Idee, ihre Hypothese und die zu variierenden Größen werden zu einem Experiment, einer Ablation und einem Plan mit gemessenem Rechenbudget</translation>
    </message>
    <message>
        <source>Port a PyTorch script…</source>
        <translation>PyTorch-Skript portieren…</translation>
    </message>
    <message>
        <source>Rewrite a PyTorch (CUDA) training script for PyTorch/XLA: see the diff first, then write it</source>
        <translation>Ein PyTorch-Trainingsskript (CUDA) für PyTorch/XLA umschreiben: erst den Diff ansehen, dann schreiben</translation>
    </message>
    <message>
        <source>Port a PyTorch script</source>
        <translation>PyTorch-Skript portieren</translation>
    </message>
    <message>
        <source>Time the attention kernels at this experiment&apos;s shapes on a machine</source>
        <translation>Die Attention-Kernels bei den Formen dieses Experiments auf einer Maschine messen</translation>
    </message>
    <message>
        <source>Python files (*.py)</source>
        <translation>Python-Dateien (*.py)</translation>
    </message>
    <message>
        <source>New Experiment…</source>
        <translation>Neues Experiment…</translation>
    </message>
    <message>
        <source>New Study…</source>
        <translation>Neue Studie…</translation>
    </message>
    <message>
        <source>Benchmark attention…</source>
        <translation>Attention-Benchmark…</translation>
    </message>
    <message>
        <source>Prepare data…</source>
        <translation>Daten vorbereiten…</translation>
    </message>
    <message>
        <source>Tokenize a text corpus into shards an experiment trains on (data.source &quot;tokens&quot;)</source>
        <translation>Ein Textkorpus in Shards tokenisieren, auf denen ein Experiment trainiert (data.source „tokens“)</translation>
    </message>
</context>
<context>
    <name>twb::FileLock</name>
    <message>
        <source>Cannot open the lock file %1: %2.</source>
        <translation>Kann die Sperrdatei %1 nicht öffnen: %2.</translation>
    </message>
    <message>
        <source>Cannot lock %1: %2.</source>
        <translation>%1 kann nicht gesperrt werden: %2.</translation>
    </message>
    <message>
        <source>Timed out after %1 s waiting for the lock %2; another process holds it. Try again, or find the holder with `fuser %2`.</source>
        <translation>Nach %1 s Warten auf die Sperre %2 abgebrochen; ein anderer Prozess hält sie. Erneut versuchen oder den Halter mit `fuser %2` finden.</translation>
    </message>
</context>
<context>
    <name>twb::FilePreviewWidget</name>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>same</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>Diff against the files on disk</source>
        <translation>Diff gegen die Dateien auf der Platte</translation>
    </message>
    <message>
        <source>%1  (%2)</source>
        <translation>%1  (%2)</translation>
    </message>
    <message>
        <source># %1 is the same on disk.</source>
        <translation># %1 ist auf der Platte gleich.</translation>
    </message>
</context>
<context>
    <name>twb::FirstStartPage</name>
    <message>
        <source>Welcome to TPU Workbench</source>
        <translation>Willkommen bei TPU Workbench</translation>
    </message>
    <message>
        <source>This workspace is empty. Open the demo workspace to see every panel at work on this machine (no TPU needed), or add the first TPU VM you want to use.</source>
        <translation>Dieser Arbeitsbereich ist leer. Öffnen Sie den Demo-Arbeitsbereich, um jedes Panel auf dieser Maschine in Aktion zu sehen (keine TPU nötig), oder fügen Sie die erste TPU-VM hinzu, die Sie verwenden möchten.</translation>
    </message>
    <message>
        <source>Open the &amp;demo workspace</source>
        <translation>&amp;Demo-Arbeitsbereich öffnen</translation>
    </message>
    <message>
        <source>&amp;Add a machine…</source>
        <translation>Maschine &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>What each panel is for</source>
        <translation>Wofür jedes Panel da ist</translation>
    </message>
    <message>
        <source>Ctrl+%1</source>
        <translation>Strg+%1</translation>
    </message>
    <message>
        <source>Register your TPU VMs (or this machine) and check that the workbench reaches every host.</source>
        <translation>Registrieren Sie Ihre TPU-VMs (oder diese Maschine) und prüfen Sie, dass die Workbench jeden Host erreicht.</translation>
    </message>
    <message>
        <source>Design the device mesh of a slice and learn before launch whether the model fits in HBM.</source>
        <translation>Das Device-Mesh eines Slices entwerfen und vor dem Start erfahren, ob das Modell in den HBM passt.</translation>
    </message>
    <message>
        <source>Scaffold a training project from an experiment and smoke-test it on the CPU.</source>
        <translation>Aus einem Experiment ein Trainingsprojekt anlegen und es auf der CPU per Smoke-Test prüfen.</translation>
    </message>
    <message>
        <source>Launch runs and follow every host&apos;s loss, step time and log live.</source>
        <translation>Runs starten und Loss, Step-Zeit und Log jedes Hosts live verfolgen.</translation>
    </message>
    <message>
        <source>Vary a few fields over seeds and machines, and see which change helped and by how much.</source>
        <translation>Einige Felder über Seeds und Maschinen variieren und sehen, welche Änderung geholfen hat und wie viel.</translation>
    </message>
    <message>
        <source>Put any set of runs side by side: curves, results and the config diff.</source>
        <translation>Beliebige Runs nebeneinander stellen: Kurven, Ergebnisse und der Konfig-Diff.</translation>
    </message>
    <message>
        <source>Drive kernel-optimization runs and review each iteration&apos;s code and speed-up.</source>
        <translation>Kernel-Optimierungs-Runs steuern und Code und Speed-up jeder Iteration prüfen.</translation>
    </message>
    <message>
        <source>Open the demo workspace to see every panel at work on this machine (no TPU needed), add a TPU VM, or go to a panel below.</source>
        <translation>Öffnen Sie den Demo-Arbeitsbereich, um jedes Panel auf diesem Rechner bei der Arbeit zu sehen (keine TPU nötig), fügen Sie eine TPU-VM hinzu oder wechseln Sie unten zu einem Panel.</translation>
    </message>
</context>
<context>
    <name>twb::FitAdvisor</name>
    <message>
        <source>%1: needs %2 of %3 (%4%).</source>
        <translation>%1: braucht %2 von %3 (%4%).</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 von %3</translation>
    </message>
    <message>
        <source>split the %1 experts over an expert axis of %2: mesh %3 instead of %4</source>
        <translation>die %1 Experten über eine Expert-Achse der Größe %2 verteilen: Mesh %3 statt %4</translation>
    </message>
    <message>
        <source>shard over a bigger fsdp axis: mesh %1 instead of %2</source>
        <translation>über eine größere fsdp-Achse sharden: Mesh %1 statt %2</translation>
    </message>
    <message>
        <source>expert weights</source>
        <translation>Experten-Gewichte</translation>
    </message>
    <message>
        <source>embedding and LM head</source>
        <translation>Embedding und LM-Head</translation>
    </message>
    <message>
        <source>router weights</source>
        <translation>Router-Gewichte</translation>
    </message>
    <message>
        <source>norm weights</source>
        <translation>Norm-Gewichte</translation>
    </message>
    <message>
        <source>attention weights</source>
        <translation>Attention-Gewichte</translation>
    </message>
    <message>
        <source>MLP weights</source>
        <translation>MLP-Gewichte</translation>
    </message>
    <message>
        <source>%1 (parameters, gradients, optimizer state)</source>
        <translation>%1 (Parameter, Gradienten, Optimizer-Zustand)</translation>
    </message>
    <message>
        <source>%1, replicated on every device (parameters, gradients, optimizer state)</source>
        <translation>%1, auf jedem Device repliziert (Parameter, Gradienten, Optimizer-Zustand)</translation>
    </message>
    <message>
        <source>%1, split %2 ways (parameters, gradients, optimizer state)</source>
        <translation>%1, %2-fach geteilt (Parameter, Gradienten, Optimizer-Zustand)</translation>
    </message>
    <message>
        <source>train.batch_size %1 instead of %2</source>
        <translation>train.batch_size %1 statt %2</translation>
    </message>
    <message>
        <source>train.batch_size %1 instead of %2 (a per-device batch of %3 instead of %4)</source>
        <translation>train.batch_size %1 statt %2 (eine Batch von %3 statt %4 pro Device)</translation>
    </message>
    <message>
        <source>model.n_layers %1 instead of %2 (a smaller model for the test on the CPU)</source>
        <translation>model.n_layers %1 statt %2 (ein kleineres Modell für den Test auf der CPU)</translation>
    </message>
    <message>
        <source>turn on rematerialisation (train.remat)</source>
        <translation>Rematerialisierung einschalten (train.remat)</translation>
    </message>
    <message>
        <source>Nothing smaller fits: even with remat, a per-device batch of 1 and one layer it needs %1 of %2; use a machine with more free memory, or a smaller model (model.d_model, model.vocab_size, model.moe.n_experts).</source>
        <translation>Nichts Kleineres passt: selbst mit Remat, einer Batch von 1 pro Device und einer Schicht braucht es %1 von %2; eine Maschine mit mehr freiem Speicher oder ein kleineres Modell verwenden (model.d_model, model.vocab_size, model.moe.n_experts).</translation>
    </message>
    <message>
        <source>No change of this slice&apos;s mesh, remat or batch is enough: with remat and a per-device batch of 1 it still needs %1 of %2 per device; use a slice with more devices or more HBM per device, or a smaller model.</source>
        <translation>Keine Änderung des Meshes dieses Slices, von Remat oder der Batch reicht: mit Remat und einer Batch von 1 pro Device braucht es immer noch %1 von %2 pro Device; einen Slice mit mehr Devices oder mehr HBM pro Device oder ein kleineres Modell verwenden.</translation>
    </message>
</context>
<context>
    <name>twb::FolderWatcher</name>
    <message>
        <source>Cannot watch the workspace for changes (inotify: %1); the lists refresh only when asked.</source>
        <translation>Kann den Arbeitsbereich nicht auf Änderungen überwachen (inotify: %1); die Listen aktualisieren sich nur auf Anforderung.</translation>
    </message>
    <message>
        <source>Watching %1 folders used up this user&apos;s inotify watches; changes to the others are seen only at the next periodic check. Raise fs.inotify.max_user_watches (sysctl) to watch them all.</source>
        <translation>Das Überwachen von %1 Ordnern hat die inotify-Watches dieses Benutzers aufgebraucht; Änderungen an den übrigen werden erst bei der nächsten periodischen Prüfung gesehen. fs.inotify.max_user_watches (sysctl) erhöhen, um alle zu überwachen.</translation>
    </message>
</context>
<context>
    <name>twb::GcloudImportDialog</name>
    <message>
        <source>Import from gcloud</source>
        <translation>Aus gcloud importieren</translation>
    </message>
    <message>
        <source>e.g. us-central2-b</source>
        <translation>z. B. us-central2-b</translation>
    </message>
    <message>
        <source>your Google Cloud project</source>
        <translation>Ihr Google-Cloud-Projekt</translation>
    </message>
    <message>
        <source>List TPU VMs</source>
        <translation>TPU-VMs auflisten</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Queued resource</source>
        <translation>Queued Resource</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Connect to internal addresses (from inside the VPC)</source>
        <translation>Mit internen Adressen verbinden (aus dem VPC heraus)</translation>
    </message>
    <message>
        <source>Give a zone and a project and press List: gcloud (its login and key) finds the TPU VMs.</source>
        <translation>Zone und Projekt angeben und Auflisten drücken: gcloud (mit seiner Anmeldung und seinem Schlüssel) findet die TPU-VMs.</translation>
    </message>
    <message>
        <source>Add checked</source>
        <translation>Markierte hinzufügen</translation>
    </message>
    <message>
        <source>Zone:</source>
        <translation>Zone:</translation>
    </message>
    <message>
        <source>Project:</source>
        <translation>Projekt:</translation>
    </message>
    <message>
        <source>Give both the zone and the project.</source>
        <translation>Sowohl die Zone als auch das Projekt angeben.</translation>
    </message>
    <message>
        <source>Asking gcloud about %1 in %2...</source>
        <translation>Frage gcloud nach %1 in %2...</translation>
    </message>
    <message>
        <source>Already in the registry: adding it again updates it.</source>
        <translation>Bereits in der Registry: erneutes Hinzufügen aktualisiert den Eintrag.</translation>
    </message>
    <message>
        <source>gcloud lists no TPU VMs or queued resources in %1 of %2.</source>
        <translation>gcloud listet keine TPU-VMs oder Queued Resources in %1 von %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n TPU VM(s) and queued resource(s) found.</source>
        <translation>
            <numerusform>%n TPU-VM bzw. Queued Resource gefunden.</numerusform>
            <numerusform>%n TPU-VMs und Queued Resources gefunden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::GcloudMachines</name>
    <message>
        <source>gcloud lists no workers for TPU VM %1 (state %2). Wait until it is READY (`tpuwb registry refresh %1` asks again).</source>
        <translation>gcloud listet keine Worker für die TPU-VM %1 (Zustand %2). Warten Sie, bis sie READY ist (`tpuwb registry refresh %1` fragt erneut).</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>TPU VM %1 is %2 according to gcloud (at %3). Wait until it is READY again (`tpuwb registry refresh %1` asks gcloud now), or recreate it.</source>
        <translation>Die TPU-VM %1 ist laut gcloud %2 (um %3). Warten Sie, bis sie wieder READY ist (`tpuwb registry refresh %1` fragt gcloud sofort), oder erstellen Sie sie neu.</translation>
    </message>
    <message>
        <source>not resolved</source>
        <translation>nicht aufgelöst</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 um %2</translation>
    </message>
</context>
<context>
    <name>twb::GcloudResolver</name>
    <message>
        <source>gcloud is not logged in (it said: %1). Run `gcloud auth login` in a terminal, then try again.</source>
        <translation>gcloud ist nicht angemeldet (Meldung: %1). Führen Sie `gcloud auth login` in einem Terminal aus und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>gcloud does not know the zone %1 in project %2 (it said: %3). Check the zone: `gcloud compute tpus locations list --project %2` lists the zones with TPUs.</source>
        <translation>gcloud kennt die Zone %1 im Projekt %2 nicht (Meldung: %3). Prüfen Sie die Zone: `gcloud compute tpus locations list --project %2` listet die Zonen mit TPUs.</translation>
    </message>
    <message>
        <source>gcloud may not use TPUs in project %1 (it said: %2). Check the project name and that the Cloud TPU API is enabled and your account has access to it.</source>
        <translation>gcloud darf im Projekt %1 keine TPUs verwenden (Meldung: %2). Prüfen Sie den Projektnamen, ob die Cloud TPU API aktiviert ist und ob Ihr Konto Zugriff darauf hat.</translation>
    </message>
    <message>
        <source>There is no TPU VM %1 in zone %2 of project %3 (gcloud said: %4). Check the zone and the name: `tpuwb registry import-gcloud --zone ZONE --project %3` lists the TPU VMs of a zone.</source>
        <translation>Es gibt keine TPU-VM %1 in der Zone %2 des Projekts %3 (gcloud meldete: %4). Prüfen Sie Zone und Namen: `tpuwb registry import-gcloud --zone ZONE --project %3` listet die TPU-VMs einer Zone.</translation>
    </message>
    <message>
        <source>`%1` failed: %2</source>
        <translation>`%1` fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>no error text</source>
        <translation>kein Fehlertext</translation>
    </message>
    <message>
        <source>listing the TPU VMs of zone %1 needs it</source>
        <translation>das Auflisten der TPU-VMs der Zone %1 braucht es</translation>
    </message>
    <message>
        <source>machine %1 needs it to find its workers</source>
        <translation>die Maschine %1 braucht es, um ihre Worker zu finden</translation>
    </message>
    <message>
        <source>gcloud (the Google Cloud CLI) is not installed or not on PATH; %1. Install it (https://cloud.google.com/sdk/docs/install), run `gcloud auth login`, and try again; or list the workers&apos; addresses in the entry&apos;s workbench.hosts.</source>
        <translation>gcloud (die Google Cloud CLI) ist nicht installiert oder nicht im PATH; %1. Installieren Sie es (https://cloud.google.com/sdk/docs/install), führen Sie `gcloud auth login` aus und versuchen Sie es erneut; oder tragen Sie die Adressen der Worker in workbench.hosts des Eintrags ein.</translation>
    </message>
    <message>
        <source>Cannot start %1: %2</source>
        <translation>Kann %1 nicht starten: %2</translation>
    </message>
    <message>
        <source>`%1` did not answer within %2 s; check the network and that `gcloud` works in a terminal.</source>
        <translation>`%1` hat nicht innerhalb von %2 s geantwortet; prüfen Sie das Netzwerk und ob `gcloud` in einem Terminal funktioniert.</translation>
    </message>
</context>
<context>
    <name>twb::GcloudTpu</name>
    <message>
        <source>%1 printed %2 where gcloud prints a list; is `gcloud` the Google Cloud CLI?</source>
        <translation>%1 gab %2 aus, wo gcloud eine Liste ausgibt; ist `gcloud` die Google Cloud CLI?</translation>
    </message>
    <message>
        <source>%1 printed no TPU VM (a JSON object with a &quot;name&quot;); is `gcloud` the Google Cloud CLI?</source>
        <translation>%1 gab keine TPU-VM aus (ein JSON-Objekt mit &quot;name&quot;); ist `gcloud` die Google Cloud CLI?</translation>
    </message>
</context>
<context>
    <name>twb::GcloudTransport</name>
    <message>
        <source>%1
Asked gcloud again: %2</source>
        <translation>%1
gcloud erneut gefragt: %2</translation>
    </message>
</context>
<context>
    <name>twb::HealthTracker</name>
    <message>
        <source>The process exited with code 0 without a `done` event.</source>
        <translation>Der Prozess endete mit Code 0 ohne `done`-Ereignis.</translation>
    </message>
    <message>
        <source>The process ended with exit code %1 and no `done` event.</source>
        <translation>Der Prozess endete mit Exit-Code %1 und ohne `done`-Ereignis.</translation>
    </message>
    <message>
        <source>The process is gone and no `done` event was written.</source>
        <translation>Der Prozess ist weg und kein `done`-Ereignis wurde geschrieben.</translation>
    </message>
    <message>
        <source>The process runs; no step logged yet.</source>
        <translation>Der Prozess läuft; noch kein Step protokolliert.</translation>
    </message>
    <message>
        <source>No word from this host yet.</source>
        <translation>Noch keine Nachricht von diesem Host.</translation>
    </message>
    <message>
        <source>No step for %1 s while the process lives (median step interval %2 s).</source>
        <translation>Seit %1 s kein Step, während der Prozess lebt (medianer Step-Abstand %2 s).</translation>
    </message>
    <message>
        <source>%1 steps behind the newest host.</source>
        <translation>%1 Steps hinter dem neuesten Host.</translation>
    </message>
    <message>
        <source>evaluation</source>
        <translation>Evaluierung</translation>
    </message>
    <message>
        <source>checkpoint save</source>
        <translation>Checkpoint-Speicherung</translation>
    </message>
    <message>
        <source>checkpoint restore</source>
        <translation>Checkpoint-Wiederherstellung</translation>
    </message>
    <message>
        <source>compilation</source>
        <translation>Kompilierung</translation>
    </message>
    <message>
        <source>In %1 for %2 s while the process lives, more than %3 s (%4 x its longest earlier run, %5 s).</source>
        <translation>Seit %2 s in %1, während der Prozess lebt: mehr als %3 s (%4 x sein längster früherer Lauf, %5 s).</translation>
    </message>
    <message>
        <source>In %1 for %2 s while the process lives, more than a first %1 is given (%3 s).</source>
        <translation>Seit %2 s in %1, während der Prozess lebt: mehr, als ein erster Lauf von %1 bekommt (%3 s).</translation>
    </message>
    <message>
        <source>In %1 for %2 s.</source>
        <translation>Seit %2 s in %1.</translation>
    </message>
</context>
<context>
    <name>twb::HeatMapView</name>
    <message>
        <source>No run has written %1 yet.</source>
        <translation>Noch kein Run hat %1 geschrieben.</translation>
    </message>
    <message>
        <source>Every cell of this matrix has the same values: there is nothing to map.</source>
        <translation>Jede Zelle dieser Matrix hat dieselben Werte: es gibt nichts darzustellen.</translation>
    </message>
    <message>
        <source>No matrix loaded.</source>
        <translation>Keine Matrix geladen.</translation>
    </message>
    <message>
        <source>Each square is the mean over %1.</source>
        <translation>Jedes Feld ist das Mittel über %1.</translation>
    </message>
</context>
<context>
    <name>twb::HostHealth</name>
    <message>
        <source>Starting</source>
        <translation>Startet</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Stalled</source>
        <translation>Hängt</translation>
    </message>
    <message>
        <source>Straggler</source>
        <translation>Nachzügler</translation>
    </message>
    <message>
        <source>Crashed</source>
        <translation>Abgestürzt</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>The run wrote its `done` event.</source>
        <translation>Der Run hat sein `done`-Ereignis geschrieben.</translation>
    </message>
    <message>
        <source>Stopped on request after a checkpoint.</source>
        <translation>Auf Anforderung nach einem Checkpoint gestoppt.</translation>
    </message>
    <message>
        <source>train.py was killed by signal %1 without writing its `done` event.</source>
        <translation>train.py wurde durch Signal %1 beendet, ohne sein `done`-Ereignis zu schreiben.</translation>
    </message>
    <message>
        <source>train.py ended with exit code %1 without writing its `done` event.</source>
        <translation>train.py endete mit Exit-Code %1, ohne sein `done`-Ereignis zu schreiben.</translation>
    </message>
    <message>
        <source>The run ended with exit code %1 (its `done` event).</source>
        <translation>Der Run endete mit Exit-Code %1 (sein `done`-Ereignis).</translation>
    </message>
</context>
<context>
    <name>twb::HostKeyDialog</name>
    <message>
        <source>Unknown host keys</source>
        <translation>Unbekannte Host-Schlüssel</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Key type</source>
        <translation>Schlüsseltyp</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Fingerabdruck</translation>
    </message>
    <message>
        <source>Hosts and their key fingerprints</source>
        <translation>Hosts und ihre Schlüssel-Fingerabdrücke</translation>
    </message>
    <message>
        <source>Compare each fingerprint with the one your administrator or `gcloud compute tpus tpu-vm get-guest-attributes` shows. Trusted keys are saved and not asked about again. A key that differs from a saved one is always refused, never asked about.</source>
        <translation>Jeden Fingerabdruck mit dem vergleichen, den Ihr Administrator oder `gcloud compute tpus tpu-vm get-guest-attributes` zeigt. Vertraute Schlüssel werden gespeichert und nicht erneut abgefragt. Ein Schlüssel, der von einem gespeicherten abweicht, wird immer abgelehnt, nie abgefragt.</translation>
    </message>
    <message>
        <source>Trust and connect</source>
        <translation>Vertrauen und verbinden</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Ablehnen</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s) offer a key that %1 does not record. Connect to them and remember their keys?</source>
        <translation>
            <numerusform>%n Host bietet einen Schlüssel an, den %1 nicht verzeichnet. Verbinden und die Schlüssel merken?</numerusform>
            <numerusform>%n Hosts bieten einen Schlüssel an, den %1 nicht verzeichnet. Verbinden und die Schlüssel merken?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::HostKeyPrompter</name>
    <message>
        <source>Key passphrase</source>
        <translation>Schlüssel-Passphrase</translation>
    </message>
    <message>
        <source>Passphrase for %1 (used for this connection only, never stored):</source>
        <translation>Passphrase für %1 (nur für diese Verbindung, nie gespeichert):</translation>
    </message>
</context>
<context>
    <name>twb::HostMemoryCheck</name>
    <message>
        <source>%1: the run on the CPU (--device %2) needs about %3 of memory by the estimate, and the machine has %4 available (MemAvailable); it would grow until the system kills it.</source>
        <translation>%1: der Lauf auf der CPU (--device %2) braucht laut Schätzung etwa %3 Speicher, und die Maschine hat %4 verfügbar (MemAvailable); er würde wachsen, bis das System ihn beendet.</translation>
    </message>
    <message>
        <source>  most of it: %1</source>
        <translation>  der größte Teil: %1</translation>
    </message>
    <message>
        <source>  to fit: %1 Launch with %2.</source>
        <translation>  damit es passt: %1 Starten mit %2.</translation>
    </message>
</context>
<context>
    <name>twb::HostPool</name>
    <message>
        <source>No connection could be set up for worker %1.</source>
        <translation>Für Worker %1 konnte keine Verbindung aufgebaut werden.</translation>
    </message>
</context>
<context>
    <name>twb::HostStream</name>
    <message>
        <source>host %1 of run %2 (%3)</source>
        <translation>Host %1 von Run %2 (%3)</translation>
    </message>
    <message>
        <source>Cannot write the local copy of host %1&apos;s stream under %2; check the workspace&apos;s permissions.</source>
        <translation>Kann die lokale Kopie des Streams von Host %1 unter %2 nicht schreiben; Rechte des Arbeitsbereichs prüfen.</translation>
    </message>
    <message>
        <source>Cannot save the local copy %1 of host %2&apos;s stream: %3. It still ends at byte %4, nothing is lost: the stream asks again for the rest. Free some space on the disk that holds %5.</source>
        <translation>Kann die lokale Kopie %1 des Streams von Host %2 nicht speichern: %3. Sie endet weiter bei Byte %4, nichts geht verloren: der Stream fragt den Rest erneut an. Platz auf dem Datenträger mit %5 freigeben.</translation>
    </message>
    <message>
        <source>no transport for this host</source>
        <translation>kein Transport für diesen Host</translation>
    </message>
    <message>
        <source>host %1: the follower&apos;s output was garbled; reconnecting.</source>
        <translation>Host %1: die Ausgabe des Followers war verstümmelt; verbinde neu.</translation>
    </message>
    <message>
        <source>restarting the follower at byte %1</source>
        <translation>starte den Follower bei Byte %1 neu</translation>
    </message>
    <message>
        <source>the follower ended with exit code %1: %2</source>
        <translation>der Follower endete mit Exit-Code %1: %2</translation>
    </message>
    <message>
        <source>host %1 of run %2: stream interrupted (%3); reconnecting in %4 ms.</source>
        <translation>Host %1 von Run %2: Stream unterbrochen (%3); neue Verbindung in %4 ms.</translation>
    </message>
    <message>
        <source>host %1: %2 shrank on the host; following it again from its start.</source>
        <translation>Host %1: %2 ist auf dem Host geschrumpft; folge ihm wieder von Anfang an.</translation>
    </message>
    <message>
        <source>host %1: metrics bytes %2.. arrived while %3 was expected; asking again.</source>
        <translation>Host %1: Metrik-Bytes %2.. kamen, während %3 erwartet war; frage erneut.</translation>
    </message>
</context>
<context>
    <name>twb::HostStrip</name>
    <message>
        <source>%1 s ago</source>
        <translation>vor %1 s</translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation>vor %1 min</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>Host %1</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>Step %1</translation>
    </message>
    <message>
        <source>no step yet</source>
        <translation>noch kein Step</translation>
    </message>
    <message>
        <source>No hosts: select a run.</source>
        <translation>Keine Hosts: einen Run wählen.</translation>
    </message>
    <message>
        <source>stream offline</source>
        <translation>Stream offline</translation>
    </message>
    <message>
        <source>median step interval %1 s</source>
        <translation>medianer Step-Abstand %1 s</translation>
    </message>
</context>
<context>
    <name>twb::HtmlReport</name>
    <message>
        <source>Metric: %1, %2, %3 is better</source>
        <translation>Metrik: %1, %2, %3 ist besser</translation>
    </message>
    <message>
        <source>lower</source>
        <translation>niedriger</translation>
    </message>
    <message>
        <source>higher</source>
        <translation>höher</translation>
    </message>
    <message>
        <source>Generated: %1</source>
        <translation>Erstellt: %1</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>Kurven</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>%1 per run by step, smoothed (EMA %2); the faint line is the raw value</source>
        <translation>%1 pro Run nach Step, geglättet (EMA %2); die blasse Linie ist der Rohwert</translation>
    </message>
    <message>
        <source>%1 per run by step</source>
        <translation>%1 pro Run nach Step</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>Zelle</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>std</source>
        <translation>Std.-Abw.</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95%-KI</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>Δ %</source>
        <translation>Δ %</translation>
    </message>
    <message>
        <source>smoothed mean</source>
        <translation>geglättetes Mittel</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>Runs</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>Baseline</translation>
    </message>
    <message>
        <source>Config diff</source>
        <translation>Konfig-Diff</translation>
    </message>
    <message>
        <source>The runs&apos; configs do not differ.</source>
        <translation>Die Konfigs der Runs unterscheiden sich nicht.</translation>
    </message>
    <message>
        <source>run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>(absent)</source>
        <translation>(fehlt)</translation>
    </message>
    <message>
        <source>Runs, tags and notes</source>
        <translation>Runs, Tags und Notizen</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>state</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>experiment</source>
        <translation>Experiment</translation>
    </message>
    <message>
        <source>machine</source>
        <translation>Maschine</translation>
    </message>
    <message>
        <source>tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>Notizen</translation>
    </message>
</context>
<context>
    <name>twb::IterationsModel</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source> (base drift &gt;10%)</source>
        <translation> (Basis-Drift &gt;10%)</translation>
    </message>
    <message>
        <source>From the harness&apos;s STDOUT (BASE_TIME, RESULT_TIME, SPEEDUP), as the worker recorded it.</source>
        <translation>Aus dem STDOUT des Harness (BASE_TIME, RESULT_TIME, SPEEDUP), wie der Worker es erfasst hat.</translation>
    </message>
    <message>
        <source>More than %1× faster than base.py: check correctness before trusting this number (unusually good results are often wrong).</source>
        <translation>Mehr als %1× schneller als base.py: die Korrektheit prüfen, bevor man dieser Zahl traut (ungewöhnlich gute Ergebnisse sind oft falsch).</translation>
    </message>
    <message>
        <source>Iteration</source>
        <translation>Iteration</translation>
    </message>
    <message>
        <source>compile_ok</source>
        <translation>compile_ok</translation>
    </message>
    <message>
        <source>test_ok</source>
        <translation>test_ok</translation>
    </message>
    <message>
        <source>Base (ms)</source>
        <translation>Basis (ms)</translation>
    </message>
    <message>
        <source>Optimized (ms)</source>
        <translation>Optimiert (ms)</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>Speedup</translation>
    </message>
    <message>
        <source>Base choice</source>
        <translation>Basis-Wahl</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>twb::JobAttacher</name>
    <message>
        <source>No machine chosen: pick the machine the job runs on (add it in the Machines panel or with `tpuwb registry add` first).</source>
        <translation>Keine Maschine gewählt: Wählen Sie die Maschine, auf der der Job läuft (fügen Sie sie zuerst im Panel Maschinen oder mit `tpuwb registry add` hinzu).</translation>
    </message>
    <message>
        <source>The metrics path is empty: give the job&apos;s metrics file on its workers, a path or a glob (~/ for the home folder, {worker} for the worker&apos;s index).</source>
        <translation>Der Metrikpfad ist leer: Geben Sie die Metrikdatei des Jobs auf seinen Workern an, einen Pfad oder einen Glob (~/ für den Home-Ordner, {worker} für den Index des Workers).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a format the workbench reads: use jsonl, maxtext, csv or tfevents.</source>
        <translation>„%1“ ist kein Format, das die Workbench liest: Verwenden Sie jsonl, maxtext, csv oder tfevents.</translation>
    </message>
    <message>
        <source>The name is empty: give the run a name (it is shown in the runs list).</source>
        <translation>Der Name ist leer: Geben Sie dem Lauf einen Namen (er wird in der Liste der Läufe angezeigt).</translation>
    </message>
    <message>
        <source>The name &quot;%1&quot; holds a slash: give a name without one.</source>
        <translation>Der Name „%1“ enthält einen Schrägstrich: Geben Sie einen Namen ohne ihn an.</translation>
    </message>
    <message>
        <source>attached: a job the workbench did not launch</source>
        <translation>angehängt: ein Job, den die Workbench nicht gestartet hat</translation>
    </message>
    <message>
        <source>%1 is already attached to these files and followed: open it in the Monitor, or detach it first.</source>
        <translation>%1 ist bereits an diese Dateien angehängt und wird verfolgt: Öffnen Sie ihn im Monitor oder hängen Sie ihn zuerst ab.</translation>
    </message>
    <message>
        <source>Cannot create %1: check that the workspace is writable.</source>
        <translation>%1 kann nicht angelegt werden: Prüfen Sie, ob der Arbeitsbereich beschreibbar ist.</translation>
    </message>
    <message>
        <source>%1 was launched by the workbench, not attached: stop it with Stop (`tpuwb run stop %1`).</source>
        <translation>%1 wurde von der Workbench gestartet, nicht angehängt: Beenden Sie ihn mit Stopp (`tpuwb run stop %1`).</translation>
    </message>
    <message>
        <source>detached; the job was not touched</source>
        <translation>abgehängt; der Job wurde nicht angerührt</translation>
    </message>
</context>
<context>
    <name>twb::JobDocument</name>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>Edit the job&apos;s JSON</source>
        <translation>JSON des Jobs bearbeiten</translation>
    </message>
</context>
<context>
    <name>twb::JobEditor</name>
    <message>
        <source>Form</source>
        <translation>Formular</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Create run</source>
        <translation>Run anlegen</translation>
    </message>
    <message>
        <source>The plan this job implies:</source>
        <translation>Der Plan, den dieser Job ergibt:</translation>
    </message>
    <message>
        <source>Run on</source>
        <translation>Ausführen auf</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>Diese Maschine</translation>
    </message>
    <message>
        <source>Save the job</source>
        <translation>Job speichern</translation>
    </message>
    <message>
        <source>Job files (*.json)</source>
        <translation>Job-Dateien (*.json)</translation>
    </message>
    <message>
        <source>the JSON tab</source>
        <translation>der JSON-Tab</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Lese %1…</translation>
    </message>
    <message>
        <source>&lt;b&gt;The JSON does not parse.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Das JSON lässt sich nicht parsen.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>Fehlt: %1</translation>
    </message>
    <message>
        <source>Valid.</source>
        <translation>Gültig.</translation>
    </message>
    <message>
        <source>Nothing is dispatched until you create the run.</source>
        <translation>Nichts wird verteilt, bis Sie den Run anlegen.</translation>
    </message>
    <message>
        <source>Valid shape, but a declared path does not exist.</source>
        <translation>Gültige Form, aber ein angegebener Pfad existiert nicht.</translation>
    </message>
    <message numerus="yes">
        <source>Invalid: %n error(s).</source>
        <translation>
            <numerusform>Ungültig: %n Fehler.</numerusform>
            <numerusform>Ungültig: %n Fehler.</numerusform>
        </translation>
    </message>
    <message>
        <source>Phases:</source>
        <translation>Phasen:</translation>
    </message>
    <message>
        <source>No plan: fix the errors first.</source>
        <translation>Kein Plan: erst die Fehler beheben.</translation>
    </message>
    <message>
        <source>Creating the run…</source>
        <translation>Lege den Run an…</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>%1 rückgängig</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>%1 wiederholen</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nichts zu wiederholen</translation>
    </message>
    <message>
        <source>Validate</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Check the job as MaxKernel&apos;s validate_job.py would and show every problem</source>
        <translation>Den Job so prüfen, wie es validate_job.py von MaxKernel täte, und jedes Problem anzeigen</translation>
    </message>
    <message>
        <source>%1 (this machine)</source>
        <translation>%1 (diese Maschine)</translation>
    </message>
    <message>
        <source>A new job: fill in the form (or the JSON tab); it is checked as you edit, or press Validate.</source>
        <translation>Ein neuer Job: das Formular (oder den JSON-Tab) ausfüllen; er wird beim Bearbeiten geprüft, oder Prüfen drücken.</translation>
    </message>
    <message>
        <source>The plan shows once the job is valid.</source>
        <translation>Der Plan erscheint, sobald der Job gültig ist.</translation>
    </message>
</context>
<context>
    <name>twb::JobForm</name>
    <message>
        <source>e.g. Model (strongly advised)</source>
        <translation>z. B. Model (dringend empfohlen)</translation>
    </message>
    <message>
        <source>Specification (no source file)</source>
        <translation>Spezifikation (keine Quelldatei)</translation>
    </message>
    <message>
        <source>I will read and approve the synthesized baseline</source>
        <translation>Ich werde die synthetisierte Baseline lesen und freigeben</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>Synthesize as</source>
        <translation>Synthetisieren als</translation>
    </message>
    <message>
        <source>Tensors (name, role, shape, dtype) are edited in the JSON tab.</source>
        <translation>Tensoren (Name, Rolle, Form, dtype) werden im JSON-Tab bearbeitet.</translation>
    </message>
    <message>
        <source>The job has references</source>
        <translation>Der Job hat Referenzen</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation>Beziehung</translation>
    </message>
    <message>
        <source>Add reference</source>
        <translation>Referenz hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Needs a JAX baseline (base.py)</source>
        <translation>Braucht eine JAX-Baseline (base.py)</translation>
    </message>
    <message>
        <source>Emit a readable jnp reference (base.py) in torchax mode</source>
        <translation>Im torchax-Modus eine lesbare jnp-Referenz (base.py) ausgeben</translation>
    </message>
    <message>
        <source>Also time against the original PyTorch (external evaluation)</source>
        <translation>Auch gegen das ursprüngliche PyTorch messen (externe Auswertung)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Input type</source>
        <translation>Eingabetyp</translation>
    </message>
    <message>
        <source>Input path</source>
        <translation>Eingabepfad</translation>
    </message>
    <message>
        <source>Entry point</source>
        <translation>Einstiegspunkt</translation>
    </message>
    <message>
        <source>References</source>
        <translation>Referenzen</translation>
    </message>
    <message>
        <source>Conversion method</source>
        <translation>Konvertierungsmethode</translation>
    </message>
    <message>
        <source>atol</source>
        <translation>atol</translation>
    </message>
    <message>
        <source>rtol</source>
        <translation>rtol</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>Iterationen</translation>
    </message>
    <message>
        <source>TPU version</source>
        <translation>TPU-Version</translation>
    </message>
    <message>
        <source>Add a reference</source>
        <translation>Eine Referenz hinzufügen</translation>
    </message>
    <message>
        <source>Remove a reference</source>
        <translation>Eine Referenz entfernen</translation>
    </message>
    <message>
        <source>Input file</source>
        <translation>Eingabedatei</translation>
    </message>
    <message>
        <source>Edit a reference</source>
        <translation>Eine Referenz bearbeiten</translation>
    </message>
</context>
<context>
    <name>twb::Json</name>
    <message>
        <source>%1 bytes, more than the %2 bytes read as one JSON document</source>
        <translation>%1 Bytes, mehr als die %2 Bytes, die als ein JSON-Dokument gelesen werden</translation>
    </message>
    <message>
        <source>%1 is %2 bytes, more than the %3 bytes TPU Workbench reads as one JSON document; check that it is the right file.</source>
        <translation>%1 ist %2 Bytes groß, mehr als die %3 Bytes, die TPU Workbench als ein JSON-Dokument liest; prüfen, ob es die richtige Datei ist.</translation>
    </message>
    <message>
        <source>a NUL byte</source>
        <translation>ein NUL-Byte</translation>
    </message>
    <message>
        <source>%1 holds a NUL byte at %2, which JSON text never does; the file may be damaged. Fix it or restore it from a backup; it was not changed.</source>
        <translation>%1 enthält bei %2 ein NUL-Byte, was JSON-Text nie tut; die Datei ist vielleicht beschädigt. Korrigieren oder aus einer Sicherung wiederherstellen; sie wurde nicht geändert.</translation>
    </message>
    <message>
        <source>lists and objects nested more than %1 levels deep</source>
        <translation>Listen und Objekte tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>%1 nests lists and objects more than %2 levels deep (at %3); TPU Workbench reads JSON up to %2 levels. Fix the file; it was not changed.</source>
        <translation>%1 verschachtelt Listen und Objekte tiefer als %2 Ebenen (bei %3); TPU Workbench liest JSON bis %2 Ebenen. Die Datei korrigieren; sie wurde nicht geändert.</translation>
    </message>
    <message>
        <source>the number %1 is beyond the range of a double, about ±1.8e308</source>
        <translation>die Zahl %1 liegt außerhalb des Bereichs eines double, etwa ±1.8e308</translation>
    </message>
    <message>
        <source>%1 is not valid JSON at %2 (%3). Fix the file or restore it from a backup; it was not changed.</source>
        <translation>%1 ist kein gültiges JSON bei %2 (%3). Die Datei korrigieren oder aus einer Sicherung wiederherstellen; sie wurde nicht geändert.</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
</context>
<context>
    <name>twb::KernelAbComparison</name>
    <message numerus="yes">
        <source>final loss equal with and without it within %1 in %n of %n pair(s) of runs (largest difference %2)</source>
        <translation>
            <numerusform>letzter Loss mit und ohne ihn gleich innerhalb von %1 in %n von %n Run-Paar (größte Abweichung %2)</numerusform>
            <numerusform>letzter Loss mit und ohne ihn gleich innerhalb von %1 in %n von %n Run-Paaren (größte Abweichung %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>final loss differs by more than %1 in %2 of %n pair(s) of runs (largest difference %3)</source>
        <translation>
            <numerusform>letzter Loss weicht um mehr als %1 ab in %2 von %n Run-Paar (größte Abweichung %3)</numerusform>
            <numerusform>letzter Loss weicht um mehr als %1 ab in %2 von %n Run-Paaren (größte Abweichung %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>Kernel A/B of %1: %2.</source>
        <translation>Kernel-A/B von %1: %2.</translation>
    </message>
    <message>
        <source>Step time %1 ms without, %2 ms with the kernel (%3%4 %, medians after the first step).</source>
        <translation>Schrittzeit %1 ms ohne, %2 ms mit dem Kernel (%3%4 %, Mediane nach dem ersten Schritt).</translation>
    </message>
    <message>
        <source>The kernel ran in %1: its times are the Pallas interpreter&apos;s, not its speed on a TPU.</source>
        <translation>Der Kernel lief im %1: Seine Zeiten sind die des Pallas-Interpreters, nicht seine Geschwindigkeit auf einer TPU.</translation>
    </message>
    <message>
        <source>The kernel ran as: %1.</source>
        <translation>Der Kernel lief als: %1.</translation>
    </message>
</context>
<context>
    <name>twb::KernelPanel</name>
    <message>
        <source>New job</source>
        <translation>Neuer Job</translation>
    </message>
    <message>
        <source>Open job…</source>
        <translation>Job öffnen…</translation>
    </message>
    <message>
        <source>Open a MaxKernel job</source>
        <translation>Einen MaxKernel-Job öffnen</translation>
    </message>
    <message>
        <source>Job files (*.json)</source>
        <translation>Job-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Switching the kernel into %1…</source>
        <translation>Kernel wird in %1 eingeschaltet…</translation>
    </message>
    <message>
        <source>%1 is on in %2 (config hash %3): the kernel runs there, checked against the plain module on the first batch.</source>
        <translation>%1 ist in %2 eingeschaltet (Konfigurations-Hash %3): Der Kernel läuft dort und wird beim ersten Batch mit dem einfachen Modul verglichen.</translation>
    </message>
    <message>
        <source>%1 is on in %2 (config hash %3); A/B ablation %4 created with %5 runs: launch it in the Ablation panel.</source>
        <translation>%1 ist in %2 eingeschaltet (Konfigurations-Hash %3); A/B-Ablation %4 mit %5 Läufen angelegt: Starten Sie sie im Ablation-Bereich.</translation>
    </message>
</context>
<context>
    <name>twb::KernelRunsModel</name>
    <message>
        <source>No kernel runs yet.</source>
        <translation>Noch keine Kernel-Runs.</translation>
    </message>
    <message>
        <source>%1, all REPLAYED: nothing measured</source>
        <translation>%1, alle WIEDERGEGEBEN: nichts gemessen</translation>
    </message>
    <message>
        <source>%1 · fast_1 %2/%3 · fast_2 %4/%3 · best %5×</source>
        <translation>%1 · fast_1 %2/%3 · fast_2 %4/%3 · bester %5×</translation>
    </message>
    <message>
        <source> · %1 REPLAYED (not counted)</source>
        <translation> · %1 WIEDERGEGEBEN (nicht gezählt)</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>diese Maschine</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <source>REPLAY (nothing measured)</source>
        <translation>REPLAY (nichts gemessen)</translation>
    </message>
    <message>
        <source>worker command</source>
        <translation>Worker-Befehl</translation>
    </message>
    <message>
        <source>The journal does not say which worker ran this run.</source>
        <translation>Das Journal sagt nicht, welcher Worker diesen Run ausführte.</translation>
    </message>
    <message>
        <source>Iterations that are correct and faster than %1× base.py, of those committed.</source>
        <translation>Iterationen, die korrekt und schneller als %1× base.py sind, unter den übernommenen.</translation>
    </message>
    <message>
        <source>The best correct iteration&apos;s speedup against base.py (the JAX baseline), from the harness.</source>
        <translation>Der Speedup der besten korrekten Iteration gegenüber base.py (der JAX-Baseline), aus dem Harness.</translation>
    </message>
    <message>
        <source>A speedup above the review threshold: check correctness.</source>
        <translation>Ein Speedup über der Prüfschwelle: Korrektheit prüfen.</translation>
    </message>
    <message>
        <source>%1
id %2
%3</source>
        <translation>%1
ID %2
%3</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>column header: the kernel run (a noun)</extracomment>
        <translation>Run</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Maschine</translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>Iterationen</translation>
    </message>
    <message>
        <source>Best speedup</source>
        <translation>Bester Speedup</translation>
    </message>
    <message>
        <source>fast_1</source>
        <translation>fast_1</translation>
    </message>
    <message>
        <source>fast_2</source>
        <translation>fast_2</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Run</numerusform>
            <numerusform>%n Runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::KernelService</name>
    <message>
        <source>No transport could be made for machine %1 in %2; check its entry.</source>
        <translation>Für Maschine %1 in %2 konnte kein Transport erstellt werden; ihren Eintrag prüfen.</translation>
    </message>
    <message>
        <source>%1 is not a valid job: %2. Fix it in the job editor or check it with `tpuwb kernel validate`.</source>
        <translation>%1 ist kein gültiger Job: %2. Im Job-Editor korrigieren oder mit `tpuwb kernel validate` prüfen.</translation>
    </message>
    <message>
        <source>Paused: the synthesized baseline waits for your approval.</source>
        <translation>Pausiert: die synthetisierte Baseline wartet auf Ihre Freigabe.</translation>
    </message>
    <message>
        <source>Stopped. Continue resumes from state.json.</source>
        <translation>Gestoppt. Fortsetzen macht ab state.json weiter.</translation>
    </message>
    <message>
        <source>Emergency stop: %1</source>
        <translation>Notstopp: %1</translation>
    </message>
    <message>
        <source>Finished: %1</source>
        <translation>Beendet: %1</translation>
    </message>
    <message>
        <source>no correct kernel</source>
        <translation>kein korrekter Kernel</translation>
    </message>
</context>
<context>
    <name>twb::KernelSwitch</name>
    <message>
        <source>%1 has no published optimized.py: the kernel run has not finished with a correct kernel (see `tpuwb kernel status %1`). Use a finished run, or name a kernel file.</source>
        <translation>%1 hat kein veröffentlichtes optimized.py: Der Kernel-Lauf ist nicht mit einem korrekten Kernel abgeschlossen (siehe `tpuwb kernel status %1`). Nehmen Sie einen abgeschlossenen Lauf oder nennen Sie eine Kernel-Datei.</translation>
    </message>
    <message>
        <source>%1 does not exist; name a finished kernel run&apos;s folder or its optimized.py.</source>
        <translation>%1 existiert nicht; nennen Sie den Ordner eines abgeschlossenen Kernel-Laufs oder dessen optimized.py.</translation>
    </message>
    <message>
        <source>--ab takes the seeds, &quot;0,1,2&quot;, or their number, &quot;3&quot;; not &quot;%1&quot;.</source>
        <translation>--ab nimmt die Seeds, „0,1,2“, oder ihre Anzahl, „3“; nicht „%1“.</translation>
    </message>
    <message>
        <source>--ab %1: the number of seeds must be 1 to %2.</source>
        <translation>--ab %1: Die Anzahl der Seeds muss 1 bis %2 sein.</translation>
    </message>
    <message>
        <source>--ab %1 names a seed twice.</source>
        <translation>--ab %1 nennt einen Seed zweimal.</translation>
    </message>
    <message>
        <source>--module %1: the generated model can route these modules through a kernel: %2 (%3).</source>
        <translation>--module %1: Das erzeugte Modell kann diese Module über einen Kernel leiten: %2 (%3).</translation>
    </message>
    <message>
        <source>%1 has no experiment.json: it is not a scaffolded experiment. Scaffold it first (`tpuwb scaffold`), then switch the kernel in.</source>
        <translation>%1 hat keine experiment.json: Es ist kein erzeugtes Experiment. Erzeugen Sie es zuerst (`tpuwb scaffold`) und schalten Sie dann den Kernel ein.</translation>
    </message>
    <message>
        <source>%1 with the kernel switched in is not valid: %2</source>
        <translation>%1 ist mit eingeschaltetem Kernel nicht gültig: %2</translation>
    </message>
    <message>
        <source>%1: %2 differ from what this workbench generates (edited by hand, or scaffolded by another version); nothing was written. Review the diffs (`tpuwb scaffold ... --dry-run`) and switch the kernel in with --force to overwrite them.</source>
        <translation>%1: %2 weichen von dem ab, was diese Workbench erzeugt (von Hand bearbeitet oder von einer anderen Version erzeugt); nichts wurde geschrieben. Prüfen Sie die Unterschiede (`tpuwb scaffold ... --dry-run`) und schalten Sie den Kernel mit --force ein, um sie zu überschreiben.</translation>
    </message>
    <message>
        <source>The ablation&apos;s name %1 (experiment name, module, &quot;kernel&quot;) is not usable as a file name; rename the experiment (name) to at most 50 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;.</source>
        <translation>Der Name der Ablation %1 (Experimentname, Modul, „kernel“) ist als Dateiname nicht verwendbar; benennen Sie das Experiment (name) in höchstens 50 Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; oder &apos;-&apos; um.</translation>
    </message>
    <message>
        <source>%1 exists with another matrix; nothing was written. Remove it, or switch the kernel in with --force to replace it.</source>
        <translation>%1 existiert mit einer anderen Matrix; nichts wurde geschrieben. Entfernen Sie sie, oder schalten Sie den Kernel mit --force ein, um sie zu ersetzen.</translation>
    </message>
    <message>
        <source>Cannot create %1; check its permissions.</source>
        <translation>%1 kann nicht angelegt werden; prüfen Sie die Berechtigungen.</translation>
    </message>
</context>
<context>
    <name>twb::KnownHostsFile</name>
    <message>
        <source>%1: not a host key line (it needs host names, a key type and a key); skipped.</source>
        <translation>%1: keine Host-Schlüssel-Zeile (braucht Hostnamen, Schlüsseltyp und Schlüssel); übersprungen.</translation>
    </message>
    <message>
        <source>%1: the key of %2 is not base64; the line is skipped. Remove it with ssh-keygen -R.</source>
        <translation>%1: der Schlüssel von %2 ist kein base64; die Zeile wird übersprungen. Mit ssh-keygen -R entfernen.</translation>
    </message>
</context>
<context>
    <name>twb::LatencyPlot</name>
    <message>
        <source>iteration</source>
        <translation>Iteration</translation>
    </message>
    <message>
        <source>latency (ms)</source>
        <translation>Latenz (ms)</translation>
    </message>
    <message>
        <source>base.py (re-measured)</source>
        <translation>base.py (neu gemessen)</translation>
    </message>
    <message>
        <source>optimized</source>
        <translation>optimiert</translation>
    </message>
    <message>
        <source>best so far</source>
        <translation>bisher bester</translation>
    </message>
    <message>
        <source>failed (no timing)</source>
        <translation>fehlgeschlagen (keine Zeitmessung)</translation>
    </message>
    <message>
        <source>speedup (×)</source>
        <translation>Speedup (×)</translation>
    </message>
    <message>
        <source>speedup</source>
        <translation>Speedup</translation>
    </message>
    <message>
        <source>base.py (replayed)</source>
        <translation>base.py (wiedergegeben)</translation>
    </message>
</context>
<context>
    <name>twb::LaunchDialog</name>
    <message>
        <source>Launch a run</source>
        <translation>Run starten</translation>
    </message>
    <message>
        <source>a scaffolded project folder, or an experiment&apos;s name</source>
        <translation>ein erzeugter Projektordner oder der Name eines Experiments</translation>
    </message>
    <message>
        <source>A relative folder is taken inside the workspace %1.</source>
        <translation>Ein relativer Ordner wird im Arbeitsbereich %1 gesucht.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Experiment:</source>
        <translation>Experiment:</translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation>Maschine:</translation>
    </message>
    <message>
        <source>Override the seed:</source>
        <translation>Seed überschreiben:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>train.lr=0.001 model.moe.top_k=1</source>
        <translation>train.lr=0.001 model.moe.top_k=1</translation>
    </message>
    <message>
        <source>Set fields:</source>
        <translation>Felder setzen:</translation>
    </message>
    <message>
        <source>more train.py arguments, e.g. --max-steps 200</source>
        <translation>weitere train.py-Argumente, z. B. --max-steps 200</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumente:</translation>
    </message>
    <message>
        <source>Check the hosts first (interpreter, disk, TPU devices, libtpu lockfile)</source>
        <translation>Erst die Hosts prüfen (Interpreter, Platte, TPU-Devices, libtpu-Sperrdatei)</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Experiment folder</source>
        <translation>Experiment-Ordner</translation>
    </message>
    <message>
        <source>Choose a scaffolded project folder (one with launch.sh).</source>
        <translation>Einen erzeugten Projektordner wählen (einen mit launch.sh).</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>Experiment</translation>
    </message>
    <message>
        <source>Add a machine in the Machines panel first.</source>
        <translation>Erst im Panel Maschinen eine Maschine hinzufügen.</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Maschine</translation>
    </message>
    <message>
        <source>Set fields</source>
        <translation>Felder setzen</translation>
    </message>
    <message>
        <source>%1 is not a scaffolded project (it has no launch.sh). Choose one of the workspace&apos;s experiments, or scaffold one in the Experiments panel.</source>
        <translation>%1 ist kein erzeugtes Projekt (es hat keine launch.sh). Eines der Experimente des Arbeitsbereichs wählen oder im Panel Experimente eines erzeugen.</translation>
    </message>
    <message>
        <source>How many times the run is resumed from its last checkpoint by itself when its gcloud TPU VM was preempted and is READY again (run.json&apos;s max_restarts).</source>
        <translation>Wie oft der Lauf von selbst ab seinem letzten Checkpoint fortgesetzt wird, wenn seine gcloud-TPU-VM unterbrochen wurde (preempted) und wieder READY ist (max_restarts in run.json).</translation>
    </message>
    <message>
        <source>Restarts after preemption:</source>
        <translation>Neustarts nach Preemption:</translation>
    </message>
    <message>
        <source>Check machines of the same accelerator type to train as one multislice job: one slice per machine, joined over DCN, the machine above as slice 0, the checked ones after it in this order.</source>
        <translation>Maschinen desselben Beschleunigertyps ankreuzen, um sie als einen Multislice-Job zu trainieren: ein Slice pro Maschine, über DCN verbunden, die Maschine oben als Slice 0, die angekreuzten danach in dieser Reihenfolge.</translation>
    </message>
    <message>
        <source>More slices:</source>
        <translation>Weitere Slices:</translation>
    </message>
    <message>
        <source>TPU</source>
        <translation>TPU</translation>
    </message>
    <message>
        <source>CPU smoke mode (plain PyTorch, --device cpu), for machines without TPUs</source>
        <translation>CPU-Smoke-Modus (reines PyTorch, --device cpu), für Maschinen ohne TPUs</translation>
    </message>
    <message>
        <source>XLA on CPU (torch_xla, --device xla-cpu): the TPU code path on one host</source>
        <translation>XLA auf der CPU (torch_xla, --device xla-cpu): der TPU-Codepfad auf einem Host</translation>
    </message>
    <message>
        <source>The TPU code path (mesh, sharding, torch_xla.step) under torch_xla&apos;s CPU runtime, with as many virtual devices as the mesh has, on one host. The machine&apos;s python needs torch_xla (the workbench&apos;s Python environment has it; `tpuwb doctor` shows what each machine has).</source>
        <translation>Der TPU-Codepfad (Mesh, Sharding, torch_xla.step) unter der CPU-Laufzeit von torch_xla, mit so vielen virtuellen Geräten, wie das Mesh hat, auf einem Host. Das python der Maschine braucht torch_xla (die Python-Umgebung der Workbench hat es; `tpuwb doctor` zeigt, was jede Maschine hat).</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>Gerät:</translation>
    </message>
    <message>
        <source>XLA on CPU runs on one host: uncheck the other slices, or choose the TPU or the CPU smoke mode for a multislice run.</source>
        <translation>XLA auf der CPU läuft auf einem Host: Entfernen Sie die Häkchen bei den anderen Slices, oder wählen Sie für einen Multislice-Lauf die TPU oder den CPU-Smoke-Modus.</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>%1; choose CPU or XLA on CPU as the device, or a TPU machine.</source>
        <translation>%1; CPU oder XLA auf der CPU als Gerät wählen oder eine TPU-Maschine.</translation>
    </message>
</context>
<context>
    <name>twb::LaunchSettings</name>
    <message>
        <source>--set takes key=value (for example train.lr=0.001), not &quot;%1&quot;.</source>
        <translation>--set nimmt key=value (zum Beispiel train.lr=0.001), nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1 has no config.json or experiment.json: it is not a scaffolded project. Scaffold it with `tpuwb scaffold` first.</source>
        <translation>%1 hat keine config.json oder experiment.json: es ist kein erzeugtes Projekt. Erst mit `tpuwb scaffold` erzeugen.</translation>
    </message>
    <message>
        <source>--set %1: %2 has no field %1, so the value would be ignored. %3Fields are dotted names of the config (train.lr, model.n_layers, ...).</source>
        <translation>--set %1: %2 hat kein Feld %1, der Wert würde also ignoriert. %3Felder sind gepunktete Namen der Konfig (train.lr, model.n_layers, ...).</translation>
    </message>
    <message>
        <source>Did you mean %1? </source>
        <translation>Meinten Sie %1? </translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>With --set, the config of %1 is not valid: %2</source>
        <translation>Mit --set ist die Konfig von %1 nicht gültig: %2</translation>
    </message>
</context>
<context>
    <name>twb::LegacyApiLinter</name>
    <message>
        <source>legacy device lookup inside .to(); move tensors with .to(&apos;xla&apos;)</source>
        <translation>veraltete Device-Abfrage in .to(); Tensoren mit .to(&apos;xla&apos;) verschieben</translation>
    </message>
    <message>
        <source>xm.xla_device() is the legacy device lookup</source>
        <translation>xm.xla_device() ist die veraltete Device-Abfrage</translation>
    </message>
    <message>
        <source>xm.mark_step() is the legacy step boundary; pick one modern style and never mix both in one loop</source>
        <translation>xm.mark_step() ist die veraltete Step-Grenze; einen modernen Stil wählen und nie beide in einer Schleife mischen</translation>
    </message>
    <message>
        <source>xmp.spawn is legacy; torch_xla.launch lets PJRT choose the process count (device access only inside fn)</source>
        <translation>xmp.spawn ist veraltet; torch_xla.launch lässt PJRT die Prozessanzahl wählen (Device-Zugriff nur in fn)</translation>
    </message>
    <message>
        <source>multiprocessing spawn with torch_xla; torch_xla.launch sets up the PJRT processes</source>
        <translation>multiprocessing spawn mit torch_xla; torch_xla.launch richtet die PJRT-Prozesse ein</translation>
    </message>
    <message>
        <source>the xla_multiprocessing module is the legacy launcher</source>
        <translation>das Modul xla_multiprocessing ist der veraltete Launcher</translation>
    </message>
    <message>
        <source>MpSerialExecutor serialised model creation for XRT multiprocessing; PJRT does not need it</source>
        <translation>MpSerialExecutor serialisierte die Modellerzeugung für XRT-Multiprocessing; PJRT braucht das nicht</translation>
    </message>
    <message>
        <source>ParallelLoader(...).per_device_loader is the legacy form</source>
        <translation>ParallelLoader(...).per_device_loader ist die veraltete Form</translation>
    </message>
    <message>
        <source>deprecated in r2.6 and removed in r2.7</source>
        <translation>in r2.6 veraltet und in r2.7 entfernt</translation>
    </message>
    <message>
        <source>legacy ordinal lookup</source>
        <translation>veraltete Ordinal-Abfrage</translation>
    </message>
    <message>
        <source>legacy device listing</source>
        <translation>veraltete Device-Auflistung</translation>
    </message>
    <message>
        <source>XRT is gone: PJRT is the runtime (the only one on v5e and later)</source>
        <translation>XRT ist weg: PJRT ist die Laufzeit (die einzige ab v5e)</translation>
    </message>
    <message>
        <source>torch_xla.runtime has no save(): this call fails</source>
        <translation>torch_xla.runtime hat kein save(): dieser Aufruf schlägt fehl</translation>
    </message>
    <message>
        <source>tpu_device() does not exist in torch_xla</source>
        <translation>tpu_device() gibt es in torch_xla nicht</translation>
    </message>
    <message>
        <source>tpu_step() does not exist in torch_xla</source>
        <translation>tpu_step() gibt es in torch_xla nicht</translation>
    </message>
    <message>
        <source>XLA_USE_BF16 is deprecated, and Pallas kernels refuse to run under it</source>
        <translation>XLA_USE_BF16 ist veraltet, und Pallas-Kernels laufen darunter nicht</translation>
    </message>
    <message>
        <source>under SPMD one process drives every device and the gradients are already global; xm.optimizer_step all-reduces them again for a multi-process world</source>
        <translation>unter SPMD steuert ein Prozess jedes Device und die Gradienten sind schon global; xm.optimizer_step reduziert sie für eine Multiprozess-Welt erneut</translation>
    </message>
    <message>
        <source>is_master_ordinal() is true on the first process of every host, not once per job</source>
        <translation>is_master_ordinal() ist auf dem ersten Prozess jedes Hosts wahr, nicht einmal pro Job</translation>
    </message>
    <message>
        <source>XLA_USE_BF16 with a Pallas kernel in the same file: the kernel raises &quot;Pallas kernel does not support XLA_USE_BF16&quot;</source>
        <translation>XLA_USE_BF16 mit einem Pallas-Kernel in derselben Datei: der Kernel wirft &quot;Pallas kernel does not support XLA_USE_BF16&quot;</translation>
    </message>
</context>
<context>
    <name>twb::LintFinding</name>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>info</source>
        <translation>Info</translation>
    </message>
</context>
<context>
    <name>twb::LoadExperimentCommand</name>
    <message>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
</context>
<context>
    <name>twb::LoadedAblation</name>
    <message>
        <source>configured in the ablation file</source>
        <translation>in der Ablationsdatei konfiguriert</translation>
    </message>
</context>
<context>
    <name>twb::LocalTransport</name>
    <message>
        <source>Cannot create the folder %1 for %2. Check the permissions of its parent folders.</source>
        <translation>Kann den Ordner %1 für %2 nicht anlegen. Die Rechte der übergeordneten Ordner prüfen.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>%1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>Reading %1 failed: %2. %3 is unchanged.</source>
        <translation>Lesen von %1 fehlgeschlagen: %2. %3 ist unverändert.</translation>
    </message>
    <message>
        <source>Writing %1 failed: %2. The previous content is unchanged.</source>
        <translation>Schreiben von %1 fehlgeschlagen: %2. Der vorige Inhalt ist unverändert.</translation>
    </message>
    <message>
        <source>Cannot start /bin/bash on this machine: %1.</source>
        <translation>Kann /bin/bash auf dieser Maschine nicht starten: %1.</translation>
    </message>
</context>
<context>
    <name>twb::LogModel</name>
    <message>
        <source>trace</source>
        <translation>trace</translation>
    </message>
    <message>
        <source>debug</source>
        <translation>debug</translation>
    </message>
    <message>
        <source>info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>kritisch</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>twb::LogPanel</name>
    <message>
        <source>Search the log</source>
        <translation>Protokoll durchsuchen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Show or hide the whole log</source>
        <translation>Das ganze Protokoll ein- oder ausblenden</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Stufe:</translation>
    </message>
</context>
<context>
    <name>twb::LogView</name>
    <message>
        <source>Follow</source>
        <translation>Folgen</translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation>Log durchsuchen</translation>
    </message>
    <message>
        <source>Log of</source>
        <translation>Log von</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>Host %1</translation>
    </message>
    <message>
        <source>wrapped</source>
        <translation>umgebrochen</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Vorheriger Treffer</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>Nächster Treffer (Eingabetaste)</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Nächster Treffer</translation>
    </message>
</context>
<context>
    <name>twb::LossCurveWidget</name>
    <message>
        <source>loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <source>train loss</source>
        <translation>Train-Loss</translation>
    </message>
    <message>
        <source>eval loss</source>
        <translation>Eval-Loss</translation>
    </message>
</context>
<context>
    <name>twb::MachineAccess</name>
    <message>
        <source>There is no machine named %1 in %2 (it has: %3). Add it in the Machines panel or with `tpuwb registry add`.</source>
        <translation>Es gibt keine Maschine namens %1 in %2 (vorhanden: %3). Im Panel Maschinen oder mit `tpuwb registry add` hinzufügen.</translation>
    </message>
    <message>
        <source>&quot;&quot;</source>
        <translation>&quot;&quot;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Machine %1 is not a gcloud TPU VM (it needs a tpu_name, a zone and a project, and no hand-typed hosts).</source>
        <translation>Die Maschine %1 ist keine gcloud-TPU-VM (sie braucht tpu_name, Zone und Projekt und keine von Hand eingetragenen Hosts).</translation>
    </message>
</context>
<context>
    <name>twb::MachineChecks</name>
    <message>
        <source>this machine</source>
        <translation>diese Maschine</translation>
    </message>
    <message>
        <source>No answer within %1 s.</source>
        <translation>Keine Antwort innerhalb von %1 s.</translation>
    </message>
    <message>
        <source>The command exited with code %1: %2</source>
        <translation>Der Befehl endete mit Code %1: %2</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>reachable</source>
        <translation>erreichbar</translation>
    </message>
    <message>
        <source>Machine %1 is no longer in %2; nothing was saved.</source>
        <translation>Maschine %1 ist nicht mehr in %2; nichts wurde gespeichert.</translation>
    </message>
</context>
<context>
    <name>twb::MachineDialog</name>
    <message>
        <source>Add Machine</source>
        <translation>Maschine hinzufügen</translation>
    </message>
    <message>
        <source>Edit Machine %1</source>
        <translation>Maschine %1 bearbeiten</translation>
    </message>
    <message>
        <source>TPU VM reached over SSH</source>
        <translation>TPU-VM, per SSH erreicht</translation>
    </message>
    <message>
        <source>This machine (local)</source>
        <translation>Diese Maschine (lokal)</translation>
    </message>
    <message>
        <source>e.g. v5e-a (the TPU VM&apos;s name)</source>
        <translation>z. B. v5e-a (Name der TPU-VM)</translation>
    </message>
    <message>
        <source>worker 0, worker 1, ... (IP addresses or names)</source>
        <translation>Worker 0, Worker 1, ... (IP-Adressen oder Namen)</translation>
    </message>
    <message>
        <source>from ~/.ssh/config or the settings</source>
        <translation>aus ~/.ssh/config oder den Einstellungen</translation>
    </message>
    <message>
        <source>ssh-agent, then ~/.ssh/id_* (e.g. ~/.ssh/google_compute_engine)</source>
        <translation>ssh-agent, dann ~/.ssh/id_* (z. B. ~/.ssh/google_compute_engine)</translation>
    </message>
    <message>
        <source>optional [user@]bastion[:port]</source>
        <translation>optional [user@]bastion[:port]</translation>
    </message>
    <message>
        <source>bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}</source>
        <translation>bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}</translation>
    </message>
    <message>
        <source>The command that runs one kernel-optimization iteration on this machine; {run_dir}, {target} and {python} are filled in, quoted. &quot;replay&quot; replays the recorded example run (for its own job only). Empty: kernel runs are refused on this machine.</source>
        <translation>Der Befehl, der eine Kernel-Optimierungs-Iteration auf dieser Maschine ausführt; {run_dir}, {target} und {python} werden maskiert eingesetzt. &quot;replay&quot; spielt den aufgezeichneten Beispiel-Run ab (nur für seinen eigenen Job). Leer: Kernel-Runs werden auf dieser Maschine abgelehnt.</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Maschine</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Accelerator type:</source>
        <translation>Beschleunigertyp:</translation>
    </message>
    <message>
        <source>Hosts:</source>
        <translation>Hosts:</translation>
    </message>
    <message>
        <source>Labels:</source>
        <translation>Labels:</translation>
    </message>
    <message>
        <source>SSH</source>
        <translation>SSH</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>Benutzer:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Key file:</source>
        <translation>Schlüsseldatei:</translation>
    </message>
    <message>
        <source>Proxy jump:</source>
        <translation>Proxy-Jump:</translation>
    </message>
    <message>
        <source>Running code</source>
        <translation>Code-Ausführung</translation>
    </message>
    <message>
        <source>Python:</source>
        <translation>Python:</translation>
    </message>
    <message>
        <source>Remote folder:</source>
        <translation>Entfernter Ordner:</translation>
    </message>
    <message>
        <source>Kernel worker command:</source>
        <translation>Kernel-Worker-Befehl:</translation>
    </message>
    <message>
        <source>GCP zone:</source>
        <translation>GCP-Zone:</translation>
    </message>
    <message>
        <source>GCP project:</source>
        <translation>GCP-Projekt:</translation>
    </message>
    <message>
        <source>No TPU: runs use the CPU.</source>
        <translation>Keine TPU: Runs nutzen die CPU.</translation>
    </message>
    <message>
        <source>with a project and no hosts: gcloud finds the workers</source>
        <translation>mit Projekt und ohne Hosts: gcloud findet die Worker</translation>
    </message>
    <message>
        <source>with a zone and no hosts: gcloud finds the workers</source>
        <translation>mit Zone und ohne Hosts: gcloud findet die Worker</translation>
    </message>
    <message>
        <source>The interpreter that runs the project there. This machine: the workbench&apos;s Python environment (%1) when it is installed; `tpuwb doctor` shows what each machine&apos;s interpreter has.</source>
        <translation>Der Interpreter, der das Projekt dort ausführt. Diese Maschine: die Python-Umgebung der Workbench (%1), wenn sie installiert ist; `tpuwb doctor` zeigt, was der Interpreter jeder Maschine hat.</translation>
    </message>
    <message>
        <source>Where runs live on the machine: &lt;remote folder&gt;/runs/&lt;run id&gt;. On this machine a relative folder (&quot;remote&quot;) is inside the workspace, so a copy of the workspace writes into its own folder; a folder inside another workspace is refused.</source>
        <translation>Wo Läufe auf der Maschine liegen: &lt;remote folder&gt;/runs/&lt;run id&gt;. Auf dieser Maschine liegt ein relativer Ordner (&quot;remote&quot;) im Arbeitsbereich, sodass eine Kopie des Arbeitsbereichs in ihren eigenen Ordner schreibt; ein Ordner in einem anderen Arbeitsbereich wird abgelehnt.</translation>
    </message>
</context>
<context>
    <name>twb::MachineEntry</name>
    <message>
        <source>a string</source>
        <translation>ein String</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine Ganzzahl</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>another type</source>
        <translation>ein anderer Typ</translation>
    </message>
    <message>
        <source>%1 must be %2, but it is %3 (%4). Fix the file; it was not changed.</source>
        <translation>%1 muss %2 sein, ist aber %3 (%4). Die Datei korrigieren; sie wurde nicht geändert.</translation>
    </message>
    <message>
        <source>%1 must be a string, but it is %2. Fix the file; it was not changed.</source>
        <translation>%1 muss ein String sein, ist aber %2. Die Datei korrigieren; sie wurde nicht geändert.</translation>
    </message>
    <message>
        <source>%1 must be an object describing one machine, but it is %2.</source>
        <translation>%1 muss ein Objekt sein, das eine Maschine beschreibt, ist aber %2.</translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot;; it must be &quot;local&quot; or &quot;remote&quot;.</source>
        <translation>%1 ist &quot;%2&quot;; es muss &quot;local&quot; oder &quot;remote&quot; sein.</translation>
    </message>
    <message>
        <source>%1 has neither a &quot;tpu_name&quot; nor &quot;mode&quot;: &quot;local&quot;; add the machine&apos;s name (or mark it local).</source>
        <translation>%1 hat weder &quot;tpu_name&quot; noch &quot;mode&quot;: &quot;local&quot;; den Namen der Maschine ergänzen (oder als lokal markieren).</translation>
    </message>
    <message>
        <source>Machine %1 has no accelerator type and no probed spec; probe it in the Machines panel (or `tpuwb registry probe %1`) or set its accelerator type.</source>
        <translation>Maschine %1 hat keinen Beschleunigertyp und keine abgefragte Spezifikation; im Panel Maschinen abfragen (oder `tpuwb registry probe %1`) oder den Beschleunigertyp setzen.</translation>
    </message>
    <message>
        <source>Machine %1 writes its runs to %2, which is inside another workspace (%3), not this one (%4): a copied workspace would change the original&apos;s files. Nothing was done. Set its remote_root to a folder of this workspace, a relative path such as &quot;remote&quot; (resolved against %4), in the Machines panel (Edit, Remote folder) or with tpuwb registry add.</source>
        <translation>Maschine %1 schreibt ihre Läufe nach %2, das in einem anderen Arbeitsbereich liegt (%3), nicht in diesem (%4): ein kopierter Arbeitsbereich würde die Dateien des Originals ändern. Es wurde nichts getan. Setzen Sie remote_root auf einen Ordner dieses Arbeitsbereichs, einen relativen Pfad wie &quot;remote&quot; (aufgelöst gegen %4), im Maschinen-Panel (Bearbeiten, Entfernter Ordner) oder mit tpuwb registry add.</translation>
    </message>
</context>
<context>
    <name>twb::MachineFit</name>
    <message>
        <source>The experiment&apos;s tpu.accelerator_type &quot;%1&quot; is unknown: %2</source>
        <translation>Der tpu.accelerator_type &quot;%1&quot; des Experiments ist unbekannt: %2</translation>
    </message>
    <message>
        <source>%1 has no known accelerator type; set it in the Machines panel or probe the machine.</source>
        <translation>%1 hat keinen bekannten Beschleunigertyp; im Panel Maschinen setzen oder die Maschine abfragen.</translation>
    </message>
    <message>
        <source>%1 is a %2 (%3) but the experiment needs %4 (%5); compared runs must share a TPU generation.</source>
        <translation>%1 ist ein %2 (%3), aber das Experiment braucht %4 (%5); verglichene Runs müssen eine TPU-Generation teilen.</translation>
    </message>
    <message>
        <source>%1 is a %2 with %3 devices but the experiment&apos;s mesh is laid out for a %4 with %5 devices.</source>
        <translation>%1 ist ein %2 mit %3 Devices, aber das Mesh des Experiments ist für einen %4 mit %5 Devices ausgelegt.</translation>
    </message>
    <message>
        <source>%1: the experiment&apos;s mesh spans %2 slices; one registered machine is one slice. Launch it over that many machines of one type (tpuwb run launch DIR --machine A --machine B), or use a single-slice mesh.</source>
        <translation>%1: Das Mesh des Experiments umfasst %2 Slices; eine registrierte Maschine ist ein Slice. Starten Sie es über ebenso viele Maschinen eines Typs (tpuwb run launch DIR --machine A --machine B) oder verwenden Sie ein Mesh für einen Slice.</translation>
    </message>
    <message numerus="yes">
        <source>%1 lists %n host(s) in the registry but a %2 has %3 VMs; list every worker&apos;s address in worker order.</source>
        <translation>
            <numerusform>%1 führt %n Host in der Registry, aber ein %2 hat %3 VMs; die Adresse jedes Workers in Worker-Reihenfolge aufführen.</numerusform>
            <numerusform>%1 führt %n Hosts in der Registry, aber ein %2 hat %3 VMs; die Adresse jedes Workers in Worker-Reihenfolge aufführen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n host(s), but XLA on CPU (--device xla-cpu) runs torch_xla&apos;s CPU runtime on one host only, with as many virtual devices as the mesh has. Launch it on a single-host machine (this machine, for one), or use --device cpu to run the CPU smoke mode on every host of %1.</source>
        <translation>
            <numerusform>%1 hat %n Host, aber XLA auf der CPU (--device xla-cpu) führt die CPU-Laufzeit von torch_xla nur auf einem Host aus, mit so vielen virtuellen Geräten, wie das Mesh hat. Starten Sie es auf einer Maschine mit einem Host (etwa dieser Maschine), oder verwenden Sie --device cpu, um den CPU-Smoke-Modus auf jedem Host von %1 auszuführen.</numerusform>
            <numerusform>%1 hat %n Hosts, aber XLA auf der CPU (--device xla-cpu) führt die CPU-Laufzeit von torch_xla nur auf einem Host aus, mit so vielen virtuellen Geräten, wie das Mesh hat. Starten Sie es auf einer Maschine mit einem Host (etwa dieser Maschine), oder verwenden Sie --device cpu, um den CPU-Smoke-Modus auf jedem Host von %1 auszuführen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; a TPU run needs a TPU machine. Launch it with --device cpu (the CPU smoke mode) or --device xla-cpu (the TPU code path on CPU), or choose a TPU machine.</source>
        <translation>%1; ein TPU-Run braucht eine TPU-Maschine. Mit --device cpu (der CPU-Smoke-Modus) oder --device xla-cpu (der TPU-Codepfad auf der CPU) starten oder eine TPU-Maschine wählen.</translation>
    </message>
</context>
<context>
    <name>twb::MachineRegistryService</name>
    <message>
        <source>%1 was not added: %2</source>
        <translation>%1 wurde nicht hinzugefügt: %2</translation>
    </message>
    <message>
        <source>%1 was not added because it cannot be probed now: %2 Use --no-probe to add it anyway.</source>
        <translation>%1 wurde nicht hinzugefügt, weil die Maschine gerade nicht abgefragt werden kann: %2 Mit --no-probe wird sie trotzdem hinzugefügt.</translation>
    </message>
    <message>
        <source>There is no machine named %1 in %2; `tpuwb registry list` shows them.</source>
        <translation>In %2 gibt es keine Maschine namens %1; `tpuwb registry list` zeigt sie an.</translation>
    </message>
    <message>
        <source>There is no machine named %1 in %2 (if it was there, another tool removed it).</source>
        <translation>Es gibt keine Maschine namens %1 in %2 (falls es sie gab, hat ein anderes Werkzeug sie entfernt).</translation>
    </message>
</context>
<context>
    <name>twb::MachineTableModel</name>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>%1/%2 reachable, %3 ms</source>
        <translation>%1/%2 erreichbar, %3 ms</translation>
    </message>
    <message>
        <source>%1/%2 reachable</source>
        <translation>%1/%2 erreichbar</translation>
    </message>
    <message>
        <source>%1 (this machine)</source>
        <translation>%1 (diese Maschine)</translation>
    </message>
    <message>
        <source>none (CPU)</source>
        <translation>keiner (CPU)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>local</source>
        <translation>lokal</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>not probed</source>
        <translation>nicht abgefragt</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>geprüft</translation>
    </message>
    <message>
        <source>typed, not verified</source>
        <translation>eingegeben, nicht geprüft</translation>
    </message>
    <message>
        <source>-</source>
        <translation>-</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Hosts</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Devices</translation>
    </message>
    <message>
        <source>Spec</source>
        <translation>Spezifikation</translation>
    </message>
    <message>
        <source>Reachability</source>
        <translation>Erreichbarkeit</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Labels</translation>
    </message>
    <message>
        <source>TPU VM state</source>
        <translation>TPU-VM-Zustand</translation>
    </message>
    <message>
        <source>Mismatch: the probe %1</source>
        <translation>Abweichung: die Prüfung %1</translation>
    </message>
    <message>
        <source>mismatch</source>
        <translation>Abweichung</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>diese Maschine</translation>
    </message>
    <message>
        <source>Worker %1 (%2): reachable, %3 ms</source>
        <translation>Worker %1 (%2): erreichbar, %3 ms</translation>
    </message>
    <message>
        <source>Worker %1 (%2): %3</source>
        <translation>Worker %1 (%2): %3</translation>
    </message>
    <message>
        <source>not reachable</source>
        <translation>nicht erreichbar</translation>
    </message>
</context>
<context>
    <name>twb::MachineValidation</name>
    <message>
        <source>Give the machine a name (its TPU name, e.g. v5e-a).</source>
        <translation>Der Maschine einen Namen geben (ihren TPU-Namen, z. B. v5e-a).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid name: use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>&quot;%1&quot; ist kein gültiger Name: Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; und &apos;-&apos; verwenden.</translation>
    </message>
    <message>
        <source>There is already a local machine (%1); a registry holds one.</source>
        <translation>Es gibt bereits eine lokale Maschine (%1); eine Registry hat nur eine.</translation>
    </message>
    <message>
        <source>A machine named %1 already exists; choose another name.</source>
        <translation>Eine Maschine namens %1 existiert bereits; einen anderen Namen wählen.</translation>
    </message>
    <message>
        <source>List the slice&apos;s worker addresses (IP or host name), worker 0 first.</source>
        <translation>Die Worker-Adressen des Slices aufführen (IP oder Hostname), Worker 0 zuerst.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name or IP address.</source>
        <translation>&quot;%1&quot; ist kein Hostname und keine IP-Adresse.</translation>
    </message>
    <message>
        <source>A host is listed twice.</source>
        <translation>Ein Host ist doppelt aufgeführt.</translation>
    </message>
    <message>
        <source>The SSH port must be between 1 and 65535 (usually 22).</source>
        <translation>Der SSH-Port muss zwischen 1 und 65535 liegen (meist 22).</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n worker VM(s); list all of them in worker order.</source>
        <translation>
            <numerusform>%1 hat %n Worker-VM; alle in Worker-Reihenfolge aufführen.</numerusform>
            <numerusform>%1 hat %n Worker-VMs; alle in Worker-Reihenfolge aufführen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the accelerator type (e.g. v5litepod-8, v4-32).</source>
        <translation>Den Beschleunigertyp wählen (z. B. v5litepod-8, v4-32).</translation>
    </message>
</context>
<context>
    <name>twb::MachinesPanel</name>
    <message>
        <source>Add...</source>
        <translation>Hinzufügen...</translation>
    </message>
    <message>
        <source>Edit...</source>
        <translation>Bearbeiten...</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Probe</source>
        <extracomment>toolbar action (a verb): ask each host which TPU devices it has</extracomment>
        <translation>Abfragen</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>Find the devices of every host and save the verified spec</source>
        <translation>Die Devices jedes Hosts ermitteln und die geprüfte Spezifikation speichern</translation>
    </message>
    <message>
        <source>Select a machine and press Probe or Test connection.</source>
        <translation>Eine Maschine wählen und Abfragen oder Verbindung testen drücken.</translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>%1
The Machines panel will not write to this file until it reads correctly; fix it and press Reload.</source>
        <translation>%1
Das Panel Maschinen schreibt nicht in diese Datei, bis sie korrekt gelesen wird; sie korrigieren und Neu laden drücken.</translation>
    </message>
    <message>
        <source>Machine %1 added.</source>
        <translation>Maschine %1 hinzugefügt.</translation>
    </message>
    <message>
        <source>%1 was edited: press Probe or Test connection to check it again.</source>
        <translation>%1 wurde bearbeitet: Abfragen oder Verbindung testen drücken, um erneut zu prüfen.</translation>
    </message>
    <message>
        <source>Machine %1 saved.</source>
        <translation>Maschine %1 gespeichert.</translation>
    </message>
    <message>
        <source>Remove machine</source>
        <translation>Maschine entfernen</translation>
    </message>
    <message>
        <source>Remove %1 from the registry? Runs and files on the machine are not touched.</source>
        <translation>%1 aus der Registry entfernen? Runs und Dateien auf der Maschine bleiben unberührt.</translation>
    </message>
    <message>
        <source>Machine %1 removed.</source>
        <translation>Maschine %1 entfernt.</translation>
    </message>
    <message>
        <source>probing...</source>
        <translation>wird abgefragt...</translation>
    </message>
    <message>
        <source>connecting...</source>
        <translation>verbinde...</translation>
    </message>
    <message>
        <source>Probing %1...</source>
        <translation>Frage %1 ab...</translation>
    </message>
    <message>
        <source>Testing %1...</source>
        <translation>Teste %1...</translation>
    </message>
    <message>
        <source>%1 x %2 (%3)</source>
        <translation>%1 x %2 (%3)</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 worker %2 (%3): %4</source>
        <translation>%1 Worker %2 (%3): %4</translation>
    </message>
    <message>
        <source>Import from gcloud...</source>
        <translation>Aus gcloud importieren...</translation>
    </message>
    <message>
        <source>Add TPU VMs and queued resources your gcloud lists in a zone</source>
        <translation>TPU-VMs und Queued Resources hinzufügen, die gcloud in einer Zone auflistet</translation>
    </message>
    <message>
        <source>Added from gcloud: %1.</source>
        <translation>Aus gcloud hinzugefügt: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Probe of %1: %2 of %n host(s) answered.</source>
        <translation>
            <numerusform>Abfrage von %1: %2 von %n Host antworteten.</numerusform>
            <numerusform>Abfrage von %1: %2 von %n Hosts antworteten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connection test of %1: %2 of %n host(s) reachable.</source>
        <translation>
            <numerusform>Verbindungstest von %1: %2 von %n Host erreichbar.</numerusform>
            <numerusform>Verbindungstest von %1: %2 von %n Hosts erreichbar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the full text of the hosts&apos; errors</source>
        <translation>Den vollen Text der Host-Fehler kopieren</translation>
    </message>
    <message>
        <source>Worker %1 (%2): %3</source>
        <translation>Worker %1 (%2): %3</translation>
    </message>
    <message>
        <source>Worker %1 (%2), %3: %4</source>
        <translation>Worker %1 (%2), %3: %4</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>diese Maschine</translation>
    </message>
    <message>
        <source>at an unknown time</source>
        <translation>zu unbekannter Zeit</translation>
    </message>
    <message>
        <source>%1 has not been checked yet: press Probe or Test connection.</source>
        <translation>%1 wurde noch nicht geprüft: Abfragen oder Verbindung testen drücken.</translation>
    </message>
    <message>
        <source>checked %1</source>
        <translation>geprüft %1</translation>
    </message>
    <message>
        <source>Last check of %1, %2, as saved in the registry: press Probe or Test connection to check again.</source>
        <extracomment>%2 is a time or a date and time</extracomment>
        <translation>Letzte Prüfung von %1, %2, wie in der Registry gespeichert: Abfragen oder Verbindung testen drücken, um erneut zu prüfen.</translation>
    </message>
</context>
<context>
    <name>twb::MainWindow</name>
    <message>
        <source>Machines</source>
        <translation>Maschinen</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>&amp;Workspace</source>
        <translation>&amp;Arbeitsbereich</translation>
    </message>
    <message>
        <source>&amp;New Workspace...</source>
        <translation>&amp;Neuer Arbeitsbereich...</translation>
    </message>
    <message>
        <source>&amp;Open Workspace...</source>
        <translation>Arbeitsbereich &amp;öffnen...</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Einstellungen...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Mesh</source>
        <translation>Mesh</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>Experimente</translation>
    </message>
    <message>
        <source>Monitor</source>
        <translation>Monitor</translation>
    </message>
    <message>
        <source>Ablation</source>
        <translation>Ablation</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Kernels</source>
        <translation>Kernels</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;About TPU Workbench</source>
        <translation>&amp;Über TPU Workbench</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Choose or create an empty folder for the new workspace</source>
        <translation>Einen leeren Ordner für den neuen Arbeitsbereich wählen oder anlegen</translation>
    </message>
    <message>
        <source>Open a workspace folder</source>
        <translation>Arbeitsbereich-Ordner öffnen</translation>
    </message>
    <message>
        <source>Not a workspace</source>
        <translation>Kein Arbeitsbereich</translation>
    </message>
    <message>
        <source>%1 has no workbench.json. Create a new workspace there?</source>
        <translation>%1 hat keine workbench.json. Dort einen neuen Arbeitsbereich anlegen?</translation>
    </message>
    <message>
        <source>Workspace %1 opened.</source>
        <translation>Arbeitsbereich %1 geöffnet.</translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation>Arbeitsbereich</translation>
    </message>
    <message>
        <source>TPU Workbench - %1</source>
        <translation>TPU Workbench - %1</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Panels</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;Documentation</source>
        <translation>&amp;Dokumentation</translation>
    </message>
    <message>
        <source>&amp;Welcome Page</source>
        <translation>&amp;Willkommensseite</translation>
    </message>
    <message>
        <source>Creating the demo workspace in %1…</source>
        <translation>Lege den Demo-Arbeitsbereich in %1 an…</translation>
    </message>
    <message>
        <source>Demo workspace</source>
        <translation>Demo-Arbeitsbereich</translation>
    </message>
    <message>
        <source>TPU Workbench - %1 (read-only)</source>
        <translation>TPU Workbench - %1 (schreibgeschützt)</translation>
    </message>
</context>
<context>
    <name>twb::MeasuredStepTime</name>
    <message numerus="yes">
        <source>measured on %n finished run(s) of %1 (median)</source>
        <translation>
            <numerusform>gemessen an %n beendeten Run von %1 (Median)</numerusform>
            <numerusform>gemessen an %n beendeten Runs von %1 (Median)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>measured on %n finished run(s) of %1 (median), on CPU: not a TPU figure</source>
        <translation>
            <numerusform>gemessen an %n beendeten Run von %1 (Median), auf der CPU: kein TPU-Wert</numerusform>
            <numerusform>gemessen an %n beendeten Runs von %1 (Median), auf der CPU: kein TPU-Wert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>measured on %n finished run(s) of %1 (median), %2 of them on CPU: not a TPU figure</source>
        <translation>
            <numerusform>gemessen an %n beendeten Run von %1 (Median), davon %2 auf der CPU: kein TPU-Wert</numerusform>
            <numerusform>gemessen an %n beendeten Runs von %1 (Median), davon %2 auf der CPU: kein TPU-Wert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::MemoryBarWidget</name>
    <message>
        <source>Fits</source>
        <translation>Passt</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Passt nicht</translation>
    </message>
    <message>
        <source> of </source>
        <translation> von </translation>
    </message>
    <message>
        <source> budget per device</source>
        <translation> Budget pro Device</translation>
    </message>
    <message>
        <source>dashed line: budget; solid line: %1 HBM%2 per device</source>
        <translation>gestrichelt: Budget; durchgezogen: %1 HBM%2 pro Device</translation>
    </message>
    <message>
        <source> (nominal)</source>
        <translation> (nominell)</translation>
    </message>
    <message>
        <source> (usable)</source>
        <translation> (nutzbar)</translation>
    </message>
</context>
<context>
    <name>twb::MemoryEstimate</name>
    <message>
        <source>%1 of %2 (%3%)</source>
        <translation>%1 von %2 (%3%)</translation>
    </message>
    <message>
        <source>fits: %1</source>
        <translation>passt: %1</translation>
    </message>
    <message>
        <source>does not fit: %1</source>
        <translation>passt nicht: %1</translation>
    </message>
</context>
<context>
    <name>twb::MemoryEstimator</name>
    <message>
        <source>parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>optimizer state</source>
        <translation>Optimizer-Zustand</translation>
    </message>
    <message>
        <source>float32 master weights</source>
        <translation>float32-Master-Gewichte</translation>
    </message>
    <message>
        <source>gathered weights (FSDP all-gather)</source>
        <translation>gesammelte Gewichte (FSDP all-gather)</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>one layer recomputed in backward (remat)</source>
        <translation>eine Schicht im Backward neu berechnet (Remat)</translation>
    </message>
    <message>
        <source>%1 has no runtime-reported HBM figure in the catalog; the budget starts from the nominal %2 per device, and the usable amount is somewhat lower (check memory_stats() on the machine).</source>
        <translation>%1 hat keinen von der Laufzeit gemeldeten HBM-Wert im Katalog; das Budget geht vom nominellen %2 pro Device aus, und die nutzbare Menge ist etwas geringer (memory_stats() auf der Maschine prüfen).</translation>
    </message>
    <message>
        <source>Some dimensions do not divide evenly; their shards are padded and counted rounded up.</source>
        <translation>Einige Dimensionen teilen sich nicht glatt; ihre Shards werden aufgefüllt und aufgerundet gezählt.</translation>
    </message>
    <message>
        <source>gradient of the logits</source>
        <translation>Gradient der Logits</translation>
    </message>
</context>
<context>
    <name>twb::MemoryFiguresView</name>
    <message>
        <source>Memory per device:</source>
        <translation>Speicher pro Gerät:</translation>
    </message>
    <message>
        <source>The mesh estimate (`tpuwb mesh estimate`), XLA&apos;s buffer assignment of the compiled training step (the run&apos;s memory_compiled event) and one device&apos;s HBM; `tpuwb run verify` compares the first two (memory_matches_compiler).</source>
        <translation>Die Mesh-Schätzung (`tpuwb mesh estimate`), XLAs Pufferzuweisung des kompilierten Trainingsschritts (das memory_compiled-Ereignis des Laufs) und der HBM eines Geräts; `tpuwb run verify` vergleicht die ersten beiden (memory_matches_compiler).</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Schätzung</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The mesh estimate per device for the experiment&apos;s mesh and the attention kernel that ran (`tpuwb mesh estimate --model`): %1 = %2%3.</source>
        <translation>Die Mesh-Schätzung pro Gerät für das Mesh des Experiments und den Attention-Kernel, der lief (`tpuwb mesh estimate --model`): %1 = %2%3.</translation>
    </message>
    <message>
        <source> (%1 % of the HBM)</source>
        <translation> (%1 % des HBM)</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>XLA compiled</source>
        <translation>XLA kompiliert</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <source>%1 (arguments %2, outputs %3, temporaries %4)</source>
        <translation>%1 (Argumente %2, Ausgaben %3, Zwischenwerte %4)</translation>
    </message>
    <message numerus="yes">
        <source>XLA&apos;s buffer assignment of %1, the training step compiled at step %2, per device over %n device(s): arguments %3, outputs %4 (%5 of them written into argument buffers), temporaries %6; peak %7.</source>
        <translation>
            <numerusform>XLAs Pufferzuweisung von %1, dem bei Schritt %2 kompilierten Trainingsschritt, pro Gerät über %n Gerät: Argumente %3, Ausgaben %4 (%5 davon in Argumentpuffer geschrieben), Zwischenwerte %6; Spitze %7.</numerusform>
            <numerusform>XLAs Pufferzuweisung von %1, dem bei Schritt %2 kompilierten Trainingsschritt, pro Gerät über %n Geräte: Argumente %3, Ausgaben %4 (%5 davon in Argumentpuffer geschrieben), Zwischenwerte %6; Spitze %7.</numerusform>
        </translation>
    </message>
    <message>
        <source>the step</source>
        <translation>den Schritt</translation>
    </message>
    <message>
        <source>The estimate is %1 % of it.</source>
        <translation>Die Schätzung beträgt %1 % davon.</translation>
    </message>
    <message>
        <source>not reported yet</source>
        <translation>noch nicht gemeldet</translation>
    </message>
    <message>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <source>nominal figure</source>
        <translation>Nennwert</translation>
    </message>
    <message>
        <source>usable figure</source>
        <translation>nutzbarer Wert</translation>
    </message>
    <message>
        <source>One %1 device&apos;s HBM (%2), from the catalog: the chip the experiment is built for. This run ran on the CPU (--device %3), whose memory is not this figure.</source>
        <translation>Der HBM eines %1-Geräts (%2) aus dem Katalog: der Chip, für den das Experiment gebaut ist. Dieser Lauf lief auf der CPU (--device %3), deren Speicher nicht dieser Wert ist.</translation>
    </message>
    <message>
        <source>%1 on a %2</source>
        <translation>%1 auf einer %2</translation>
    </message>
    <message>
        <source>One %1 device&apos;s HBM (%2), from the catalog.</source>
        <translation>Der HBM eines %1-Geräts (%2) aus dem Katalog.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>none in plain CPU mode</source>
        <translation>keine im reinen CPU-Modus</translation>
    </message>
    <message>
        <source>%1 on the target %2, not this machine</source>
        <translation>%1 auf dem Ziel %2, nicht auf diesem Rechner</translation>
    </message>
</context>
<context>
    <name>twb::MeshCodeGenerator</name>
    <message>
        <source>No code generated: the mesh has problems to fix first:
- %1</source>
        <translation>Kein Code erzeugt: das Mesh hat Probleme, die zuerst zu beheben sind:
- %1</translation>
    </message>
    <message>
        <source>no model given: generic transformer parameter names</source>
        <translation>kein Modell angegeben: generische Transformer-Parameternamen</translation>
    </message>
    <message>
        <source>d_model %1, %2 layers, %3 heads, %4 parameters%5</source>
        <translation>d_model %1, %2 Layer, %3 Heads, %4 Parameter%5</translation>
    </message>
    <message>
        <source>, %1 experts (top %2)</source>
        <translation>, %1 Experten (Top %2)</translation>
    </message>
</context>
<context>
    <name>twb::MeshCodeView</name>
    <message>
        <source>PyTorch/XLA (torch_xla)</source>
        <translation>PyTorch/XLA (torch_xla)</translation>
    </message>
    <message>
        <source>JAX</source>
        <translation>JAX</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Framework:</source>
        <translation>Framework:</translation>
    </message>
    <message>
        <source>Reading the code templates…</source>
        <translation>Lese die Code-Vorlagen…</translation>
    </message>
    <message>
        <source>Save mesh code</source>
        <translation>Mesh-Code speichern</translation>
    </message>
    <message>
        <source>Python (*.py)</source>
        <translation>Python (*.py)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s); save it next to train.py and call build_mesh() first.</source>
        <translation>
            <numerusform>%n Zeile; neben train.py speichern und zuerst build_mesh() aufrufen.</numerusform>
            <numerusform>%n Zeilen; neben train.py speichern und zuerst build_mesh() aufrufen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::MeshDocument</name>
    <message>
        <source>Turn remat on</source>
        <translation>Remat einschalten</translation>
    </message>
    <message>
        <source>Turn remat off</source>
        <translation>Remat ausschalten</translation>
    </message>
    <message>
        <source>Global batch %1</source>
        <translation>Globale Batch %1</translation>
    </message>
</context>
<context>
    <name>twb::MeshPanel</name>
    <message>
        <source>Colour devices by axis:</source>
        <translation>Devices nach Achse färben:</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Tensors</source>
        <translation>Tensoren</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Take the slice from a registered machine, or choose any from the catalog</source>
        <translation>Den Slice von einer registrierten Maschine nehmen oder einen aus dem Katalog wählen</translation>
    </message>
    <message>
        <source>Slices joined over the data-centre network (multislice)</source>
        <translation>Über das Rechenzentrumsnetz verbundene Slices (Multislice)</translation>
    </message>
    <message>
        <source>Open experiment…</source>
        <translation>Experiment öffnen…</translation>
    </message>
    <message>
        <source>Save to experiment</source>
        <translation>Im Experiment speichern</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>%1 rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>%1 wiederholen</translation>
    </message>
    <message>
        <source>Slice from:</source>
        <translation>Slice von:</translation>
    </message>
    <message>
        <source>x</source>
        <extracomment>multiplication sign between the accelerator type and the slice count (v5e-8 x 2 slices)</extracomment>
        <translation>x</translation>
    </message>
    <message>
        <source>Strategy:</source>
        <translation>Strategie:</translation>
    </message>
    <message>
        <source>Open experiment</source>
        <translation>Experiment öffnen</translation>
    </message>
    <message>
        <source>Experiment (experiment.json *.json)</source>
        <translation>Experiment (experiment.json *.json)</translation>
    </message>
    <message>
        <source>Mesh axes, outermost first:</source>
        <translation>Mesh-Achsen, äußerste zuerst:</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Runter</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>Probleme:</translation>
    </message>
    <message>
        <source>Rematerialise activations (train.remat)</source>
        <translation>Aktivierungen neu berechnen (train.remat)</translation>
    </message>
    <message>
        <source>Global batch:</source>
        <translation>Globale Batch:</translation>
    </message>
    <message>
        <source>(registry unreadable)</source>
        <translation>(Registry nicht lesbar)</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>Open an experiment first: the mesh is saved into its experiment.json.</source>
        <translation>Erst ein Experiment öffnen: das Mesh wird in seiner experiment.json gespeichert.</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <source>Error: </source>
        <translation>Fehler: </translation>
    </message>
    <message>
        <source>Warning: </source>
        <translation>Warnung: </translation>
    </message>
    <message>
        <source>No problems: the mesh is valid.</source>
        <translation>Keine Probleme: das Mesh ist gültig.</translation>
    </message>
    <message>
        <source>Open an experiment (experiment.json with a model) to check whether it fits in HBM.</source>
        <translation>Ein Experiment (experiment.json mit Modell) öffnen, um zu prüfen, ob es in den HBM passt.</translation>
    </message>
    <message>
        <source>Fix the problems on the left to see the HBM estimate.</source>
        <translation>Die Probleme links beheben, um die HBM-Schätzung zu sehen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Verdict:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Urteil:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Biggest:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Größter:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Per device:&lt;/b&gt; batch %1, %2 parameters in the model</source>
        <translation>&lt;b&gt;Pro Device:&lt;/b&gt; Batch %1, %2 Parameter im Modell</translation>
    </message>
    <message>
        <source>&lt;b&gt;To fit:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Damit es passt:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>; %1, %2 in all</source>
        <comment>the slices, the devices</comment>
        <translation>; %1, insgesamt %2</translation>
    </message>
    <message numerus="yes">
        <source>%n slice(s)</source>
        <translation>
            <numerusform>%n Slice</numerusform>
            <numerusform>%n Slices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n Device</numerusform>
            <numerusform>%n Devices</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Cause:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Ursache:&lt;/b&gt; %1</translation>
    </message>
</context>
<context>
    <name>twb::MeshSpec</name>
    <message>
        <source>Axis &quot;%1&quot; in --axes (at character %2): %3. Write NAME=SIZE or NAME=SIZE:dcn, separated by commas, for example data=2,model=4.</source>
        <translation>Achse &quot;%1&quot; in --axes (bei Zeichen %2): %3. NAME=SIZE oder NAME=SIZE:dcn schreiben, durch Kommas getrennt, zum Beispiel data=2,model=4.</translation>
    </message>
    <message>
        <source>no NAME=SIZE</source>
        <translation>kein NAME=GRÖSSE</translation>
    </message>
    <message>
        <source>the kind after &apos;:&apos; must be ici or dcn, not &quot;%1&quot;</source>
        <translation>die Art nach &apos;:&apos; muss ici oder dcn sein, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the size &quot;%1&quot; is not a whole number</source>
        <translation>die Größe &quot;%1&quot; ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>--axes is empty: give at least one axis, for example data=8.</source>
        <translation>--axes ist leer: mindestens eine Achse angeben, zum Beispiel data=8.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 must be an object with accelerator_type, strategy and mesh, not %2.</source>
        <translation>%1 muss ein Objekt mit accelerator_type, strategy und mesh sein, nicht %2.</translation>
    </message>
    <message>
        <source>give the accelerator type as a string, for example &quot;v5litepod-8&quot;</source>
        <translation>den Beschleunigertyp als String angeben, zum Beispiel &quot;v5litepod-8&quot;</translation>
    </message>
    <message>
        <source>must be a string such as &quot;fsdpv2&quot;; known: %1</source>
        <translation>muss ein String wie &quot;fsdpv2&quot; sein; bekannt: %1</translation>
    </message>
    <message>
        <source>must be an object {&quot;axes&quot;: [...]}, not %1</source>
        <translation>muss ein Objekt {&quot;axes&quot;: [...]} sein, nicht %1</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to 4096</source>
        <translation>muss eine ganze Zahl von 1 bis 4096 sein</translation>
    </message>
    <message>
        <source>must be a list of {&quot;name&quot;, &quot;size&quot;, &quot;kind&quot;} objects</source>
        <translation>muss eine Liste von {&quot;name&quot;, &quot;size&quot;, &quot;kind&quot;}-Objekten sein</translation>
    </message>
    <message>
        <source>must be an object {&quot;name&quot;, &quot;size&quot;, &quot;kind&quot;}</source>
        <translation>muss ein Objekt {&quot;name&quot;, &quot;size&quot;, &quot;kind&quot;} sein</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>muss ein String sein</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>must be &quot;ici&quot; or &quot;dcn&quot;</source>
        <translation>muss &quot;ici&quot; oder &quot;dcn&quot; sein</translation>
    </message>
</context>
<context>
    <name>twb::MeshStrategy</name>
    <message>
        <source>Data parallel (1-D data)</source>
        <translation>Datenparallel (1-D Daten)</translation>
    </message>
    <message>
        <source>FSDPv2 (fsdp)</source>
        <translation>FSDPv2 (fsdp)</translation>
    </message>
    <message>
        <source>Data x model (2-D)</source>
        <translation>Daten x Modell (2-D)</translation>
    </message>
    <message>
        <source>FSDP x tensor</source>
        <translation>FSDP x Tensor</translation>
    </message>
    <message>
        <source>Expert x data (MoE)</source>
        <translation>Experte x Daten (MoE)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
</context>
<context>
    <name>twb::MeshValidator</name>
    <message>
        <source>no axes</source>
        <translation>keine Achsen</translation>
    </message>
    <message>
        <source> (for example %1=%2)</source>
        <translation> (zum Beispiel %1=%2)</translation>
    </message>
    <message>
        <source> (for example add data=%1)</source>
        <translation> (zum Beispiel data=%1 hinzufügen)</translation>
    </message>
    <message>
        <source>The ICI axes multiply to %1 (%2), but one %3 slice has %4 devices; change the sizes so that they multiply to %4%5.</source>
        <translation>Die ICI-Achsen ergeben multipliziert %1 (%2), aber ein %3-Slice hat %4 Devices; die Größen so ändern, dass sie %4%5 ergeben.</translation>
    </message>
    <message>
        <source>The slice count is %1; it must be at least 1.</source>
        <translation>Die Slice-Anzahl ist %1; sie muss mindestens 1 sein.</translation>
    </message>
    <message>
        <source>The mesh spans %1 slices but has no DCN axis; add one such as dcn_data=%1 of kind dcn.</source>
        <translation>Das Mesh erstreckt sich über %1 Slices, hat aber keine DCN-Achse; eine wie dcn_data=%1 der Art dcn hinzufügen.</translation>
    </message>
    <message>
        <source>FSDPv2 needs an axis named fsdp (it shards parameters over that axis); rename the axis that should shard them to fsdp, or use the %1 preset.</source>
        <translation>FSDPv2 braucht eine Achse namens fsdp (es shardet Parameter über diese Achse); die Achse, die sie sharden soll, in fsdp umbenennen oder die Vorlage %1 verwenden.</translation>
    </message>
    <message>
        <source>fsdp x tensor usually has an axis named tensor; without it nothing is tensor-parallel.</source>
        <translation>fsdp x tensor hat meist eine Achse namens tensor; ohne sie ist nichts tensorparallel.</translation>
    </message>
    <message>
        <source>data x model usually has an axis named model; without it nothing is model-parallel.</source>
        <translation>data x model hat meist eine Achse namens model; ohne sie ist nichts modellparallel.</translation>
    </message>
    <message>
        <source>Expert parallelism needs an axis named expert that the experts are split over; add one (for example expert=%1) or rename an axis.</source>
        <translation>Expertenparallelität braucht eine Achse namens expert, über die die Experten geteilt werden; eine hinzufügen (zum Beispiel expert=%1) oder eine Achse umbenennen.</translation>
    </message>
    <message>
        <source>Expert parallelism needs a mixture-of-experts model, but the model has no moe.n_experts; choose another strategy or make the model a MoE.</source>
        <translation>Expertenparallelität braucht ein Mixture-of-Experts-Modell, aber das Modell hat kein moe.n_experts; eine andere Strategie wählen oder das Modell zu einem MoE machen.</translation>
    </message>
    <message>
        <source>The expert axis (size %1) does not divide the %2 experts; use a size that divides %2 (%3).</source>
        <translation>Die expert-Achse (Größe %1) teilt die %2 Experten nicht; eine Größe verwenden, die %2 teilt (%3).</translation>
    </message>
    <message>
        <source>torch_xla&apos;s splash attention reads both a data and an fsdp axis; add the missing one with size 1 (for example data=1).</source>
        <translation>Die Splash Attention von torch_xla liest sowohl eine data- als auch eine fsdp-Achse; die fehlende mit Größe 1 ergänzen (zum Beispiel data=1).</translation>
    </message>
    <message>
        <source>The mesh has no axes; add one, for example data=%1.</source>
        <translation>Das Mesh hat keine Achsen; eine hinzufügen, zum Beispiel data=%1.</translation>
    </message>
    <message>
        <source>Axis %1: &quot;%2&quot; is not a valid name; use letters, digits and &apos;_&apos;, starting with a letter (for example data or fsdp).</source>
        <translation>Achse %1: &quot;%2&quot; ist kein gültiger Name; Buchstaben, Ziffern und &apos;_&apos; verwenden, mit einem Buchstaben beginnend (zum Beispiel data oder fsdp).</translation>
    </message>
    <message>
        <source>The axis name &quot;%1&quot; is used twice (axes %2 and %3); rename one.</source>
        <translation>Der Achsenname &quot;%1&quot; wird zweimal verwendet (Achsen %2 und %3); eine umbenennen.</translation>
    </message>
    <message>
        <source>Axis %1 has size %2; sizes must be at least 1.</source>
        <translation>Achse %1 hat Größe %2; Größen müssen mindestens 1 sein.</translation>
    </message>
    <message>
        <source>%1 figures and naming are uncertain in the catalog; check the device count on the machine.</source>
        <translation>Zahlen und Benennung von %1 sind im Katalog unsicher; die Device-Anzahl auf der Maschine prüfen.</translation>
    </message>
    <message numerus="yes">
        <source>The DCN axes multiply to %1 (%2), but the mesh spans %n slice(s); make them multiply to %n, or change the slice count to %1.</source>
        <translation>
            <numerusform>Die DCN-Achsen ergeben multipliziert %1 (%2), aber das Mesh erstreckt sich über %n Slice; sie auf %n bringen oder die Slice-Anzahl auf %1 ändern.</numerusform>
            <numerusform>Die DCN-Achsen ergeben multipliziert %1 (%2), aber das Mesh erstreckt sich über %n Slices; sie auf %n bringen oder die Slice-Anzahl auf %1 ändern.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::MessageBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>twb::MetricChoice</name>
    <message>
        <source>lower is better</source>
        <translation>niedriger ist besser</translation>
    </message>
    <message>
        <source>higher is better</source>
        <translation>höher ist besser</translation>
    </message>
    <message>
        <source>at the end</source>
        <translation>am Ende</translation>
    </message>
    <message>
        <source>best</source>
        <extracomment>which value of a metric: the best one over the run</extracomment>
        <translation>bester</translation>
    </message>
    <message>
        <source>at step</source>
        <translation>bei Step</translation>
    </message>
</context>
<context>
    <name>twb::MetricImport</name>
    <message>
        <source>&quot;%1&quot; cannot name a run: use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>&quot;%1&quot; kann keinen Run benennen: Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; und &apos;-&apos; verwenden.</translation>
    </message>
    <message>
        <source>A run named %1 exists already (%2); choose another name.</source>
        <translation>Ein Run namens %1 existiert bereits (%2); einen anderen Namen wählen.</translation>
    </message>
    <message>
        <source>%1 holds no TensorBoard event files (events.out.tfevents.*), in it or in its sub-directories; give a log directory or a metrics file.</source>
        <translation>%1 enthält keine TensorBoard-Ereignisdateien (events.out.tfevents.*), weder darin noch in Unterordnern; ein Log-Verzeichnis oder eine Metrikdatei angeben.</translation>
    </message>
    <message>
        <source>%1 (the runs before it were imported: %2)</source>
        <translation>%1 (die Runs davor wurden importiert: %2)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>%1 holds no metrics that a %2 reader understands (%3 malformed lines); check that it is JSONL, a MaxText log, CSV with a header or a TensorBoard event file.</source>
        <translation>%1 enthält keine Metriken, die ein %2-Leser versteht (%3 fehlerhafte Zeilen); prüfen, ob es JSONL, ein MaxText-Log, CSV mit Kopfzeile oder eine TensorBoard-Ereignisdatei ist.</translation>
    </message>
    <message>
        <source>Cannot create %1; check the workspace&apos;s permissions.</source>
        <translation>Kann %1 nicht anlegen; Rechte des Arbeitsbereichs prüfen.</translation>
    </message>
    <message>
        <source>Imported from %1 (%2, %3 lines, %4 malformed).</source>
        <translation>Importiert aus %1 (%2, %3 Zeilen, %4 fehlerhaft).</translation>
    </message>
</context>
<context>
    <name>twb::MetricIngestor</name>
    <message>
        <source>a line longer than %1 bytes</source>
        <translation>eine Zeile länger als %1 Bytes</translation>
    </message>
    <message>
        <source>%1: malformed line at byte %2 skipped (%3); the stream goes on (%4 malformed so far).</source>
        <translation>%1: fehlerhafte Zeile bei Byte %2 übersprungen (%3); der Stream läuft weiter (bisher %4 fehlerhaft).</translation>
    </message>
</context>
<context>
    <name>twb::ModelConfig</name>
    <message>
        <source>is missing; give a positive whole number</source>
        <translation>fehlt; eine positive ganze Zahl angeben</translation>
    </message>
    <message>
        <source>must be a positive whole number, not %1</source>
        <translation>muss eine positive ganze Zahl sein, nicht %1</translation>
    </message>
    <message>
        <source>must be a positive number, not %1</source>
        <translation>muss eine positive Zahl sein, nicht %1</translation>
    </message>
    <message>
        <source>must be true or false, not %1</source>
        <translation>muss true oder false sein, nicht %1</translation>
    </message>
    <message>
        <source>must be a string, not %1</source>
        <translation>muss ein String sein, nicht %1</translation>
    </message>
    <message>
        <source>must be &quot;float32&quot; or &quot;bfloat16&quot;, not &quot;%1&quot;</source>
        <translation>muss &quot;float32&quot; oder &quot;bfloat16&quot; sein, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1: field %2 %3.</source>
        <translation>%1: Feld %2 %3.</translation>
    </message>
    <message>
        <source>%1 must hold a JSON object (an experiment.json or a &quot;model&quot; object), not %2.</source>
        <translation>%1 muss ein JSON-Objekt enthalten (eine experiment.json oder ein &quot;model&quot;-Objekt), nicht %2.</translation>
    </message>
    <message>
        <source>%1: field %2d_model (%3) is not divisible by %2n_heads (%4); change one of them or give %2head_dim.</source>
        <translation>%1: Feld %2d_model (%3) ist nicht durch %2n_heads (%4) teilbar; eines davon ändern oder %2head_dim angeben.</translation>
    </message>
    <message>
        <source>(%1) must divide n_heads (%2)</source>
        <translation>(%1) muss n_heads (%2) teilen</translation>
    </message>
    <message>
        <source>must be &quot;swiglu&quot; or &quot;mlp&quot;, not &quot;%1&quot;</source>
        <translation>muss &quot;swiglu&quot; oder &quot;mlp&quot; sein, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>is missing: a model of kind &quot;moe&quot; needs {&quot;n_experts&quot;, &quot;top_k&quot;}</source>
        <translation>fehlt: ein Modell der Art &quot;moe&quot; braucht {&quot;n_experts&quot;, &quot;top_k&quot;}</translation>
    </message>
    <message>
        <source>(%1) must not exceed n_experts (%2)</source>
        <translation>(%1) darf n_experts (%2) nicht übersteigen</translation>
    </message>
</context>
<context>
    <name>twb::MonitorPanel</name>
    <message>
        <source>Checking %1…</source>
        <translation>Prüfe %1…</translation>
    </message>
    <message>
        <source>Checks</source>
        <extracomment>tab of the Monitor&apos;s run details: the run&apos;s self-verification checklist</extracomment>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>Alarme</translation>
    </message>
    <message>
        <source>Alerts (%1)</source>
        <translation>Alarme (%1)</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>Details…</translation>
    </message>
    <message>
        <source>Error details</source>
        <translation>Fehlerdetails</translation>
    </message>
    <message>
        <source>Host %1 of %2 cannot be followed: %3</source>
        <translation>Host %1 von %2 kann nicht verfolgt werden: %3</translation>
    </message>
</context>
<context>
    <name>twb::MonitorPanes</name>
    <message>
        <source>Loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <source>Step time (ms)</source>
        <translation>Step-Zeit (ms)</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>MFU %</source>
        <translation>MFU %</translation>
    </message>
    <message>
        <source>TFLOP/s per device</source>
        <translation>TFLOP/s pro Device</translation>
    </message>
    <message>
        <source>HBM (GiB)</source>
        <translation>HBM (GiB)</translation>
    </message>
    <message>
        <source>% of HBM</source>
        <translation>% des HBM</translation>
    </message>
    <message>
        <source>Compilations</source>
        <translation>Kompilierungen</translation>
    </message>
</context>
<context>
    <name>twb::MonitorPlotsView</name>
    <message>
        <source>Curves</source>
        <translation>Kurven</translation>
    </message>
    <message>
        <source>&amp;Smoothing</source>
        <translation>&amp;Glättung</translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation>Glättung</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>Echtzeit</translation>
    </message>
    <message>
        <source>Relative time</source>
        <translation>Relative Zeit</translation>
    </message>
    <message>
        <source>Log y</source>
        <translation>y logarithmisch</translation>
    </message>
    <message>
        <source>Per host</source>
        <translation>Pro Host</translation>
    </message>
    <message>
        <source>Mean, min–max band</source>
        <translation>Mittel, Min–Max-Band</translation>
    </message>
    <message>
        <source>Mean ± std</source>
        <translation>Mittel ± Std.</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Export the plots</source>
        <translation>Plots exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF (*.pdf);;CSV of the points in view (*.csv)</source>
        <translation>PNG-Bild (*.png);;SVG-Bild (*.svg);;PDF (*.pdf);;CSV der sichtbaren Punkte (*.csv)</translation>
    </message>
    <message>
        <source>%1 · host %2</source>
        <translation>%1 · Host %2</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>Host %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, mean of %n host(s)</source>
        <translation>
            <numerusform>%1, Mittel von %n Host</numerusform>
            <numerusform>%1, Mittel von %n Hosts</numerusform>
        </translation>
    </message>
    <message>
        <source>recompiled at step %1%2</source>
        <translation>neu kompiliert bei Step %1%2</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Exporting %1…</source>
        <translation>%1 wird exportiert…</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>%1 exportiert.</translation>
    </message>
</context>
<context>
    <name>twb::MonitorRunList</name>
    <message>
        <source>Launch…</source>
        <translation>Starten…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Attach…</source>
        <translation>Anhängen…</translation>
    </message>
    <message>
        <source>Attach to a running job the workbench did not launch (`tpuwb run attach`)</source>
        <translation>An einen laufenden Job anhängen, den die Workbench nicht gestartet hat (`tpuwb run attach`)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Start again from the newest checkpoint</source>
        <translation>Erneut ab dem neuesten Checkpoint starten</translation>
    </message>
    <message>
        <source>Relaunch</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Start again from step 0</source>
        <translation>Erneut ab Step 0 starten</translation>
    </message>
    <message>
        <source>Detach</source>
        <translation>Abhängen</translation>
    </message>
    <message>
        <source>Stop following this attached job; the job itself goes on untouched</source>
        <translation>Diesen angehängten Job nicht mehr verfolgen; der Job selbst läuft unberührt weiter</translation>
    </message>
    <message>
        <source>Launch a run</source>
        <translation>Einen Run starten</translation>
    </message>
    <message>
        <source>Import a run</source>
        <translation>Einen Run importieren</translation>
    </message>
    <message>
        <source>Filter the runs</source>
        <translation>Die Runs filtern</translation>
    </message>
    <message>
        <source>%1: done.</source>
        <translation>%1: fertig.</translation>
    </message>
    <message>
        <source>Launching on %1</source>
        <translation>Starte auf %1</translation>
    </message>
    <message>
        <source>Stopping %1</source>
        <translation>Stoppe %1</translation>
    </message>
    <message>
        <source>Relaunching %1</source>
        <translation>Starte %1 neu</translation>
    </message>
    <message>
        <source>Resuming %1</source>
        <translation>Setze %1 fort</translation>
    </message>
    <message>
        <source>Detaching from %1</source>
        <translation>Abhängen von %1</translation>
    </message>
    <message>
        <source>Import metrics</source>
        <translation>Metriken importieren</translation>
    </message>
    <message>
        <source>Metrics (*.jsonl *.json *.csv *.log *.txt events.out.tfevents.*);;All files (*)</source>
        <translation>Metriken (*.jsonl *.json *.csv *.log *.txt events.out.tfevents.*);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Name of the imported run:</source>
        <translation>Name des importierten Runs:</translation>
    </message>
    <message>
        <source>Importing %1</source>
        <translation>Importiere %1</translation>
    </message>
    <message>
        <source>Attaching to %1 on %2</source>
        <translation>Anhängen an %1 auf %2</translation>
    </message>
    <message>
        <source>Tags &amp;&amp; notes</source>
        <extracomment>tab of the Monitor&apos;s run details: the run&apos;s tags and notes</extracomment>
        <translation>Tags &amp;&amp; Notizen</translation>
    </message>
</context>
<context>
    <name>twb::MoveAxisCommand</name>
    <message>
        <source>Move axis %1</source>
        <translation>Achse %1 verschieben</translation>
    </message>
</context>
<context>
    <name>twb::MultisliceFit</name>
    <message numerus="yes">
        <source>%1: tpu.mesh.axes has no DCN axis, so the mesh cannot span the %n slice(s) of this run. Add a DCN axis of size %n (for example dcn_data, kind &quot;dcn&quot;) in the Mesh panel or with `tpuwb mesh`.</source>
        <translation>
            <numerusform>%1: tpu.mesh.axes hat keine DCN-Achse, daher kann das Mesh den %n Slice dieses Laufs nicht überspannen. Fügen Sie eine DCN-Achse der Größe %n hinzu (zum Beispiel dcn_data, kind &quot;dcn&quot;), im Mesh-Bereich oder mit `tpuwb mesh`.</numerusform>
            <numerusform>%1: tpu.mesh.axes hat keine DCN-Achse, daher kann das Mesh die %n Slices dieses Laufs nicht überspannen. Fügen Sie eine DCN-Achse der Größe %n hinzu (zum Beispiel dcn_data, kind &quot;dcn&quot;), im Mesh-Bereich oder mit `tpuwb mesh`.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the DCN axes of tpu.mesh.axes (%2) multiply to %3, but the run has %n slice(s) (%4). Make the DCN axes multiply to %n, or launch over %3 machines.</source>
        <translation>
            <numerusform>%1: Die DCN-Achsen von tpu.mesh.axes (%2) ergeben multipliziert %3, aber der Lauf hat %n Slice (%4). Lassen Sie die DCN-Achsen %n ergeben oder starten Sie über %3 Maschinen.</numerusform>
            <numerusform>%1: Die DCN-Achsen von tpu.mesh.axes (%2) ergeben multipliziert %3, aber der Lauf hat %n Slices (%4). Lassen Sie die DCN-Achsen %n ergeben oder starten Sie über %3 Maschinen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: tpu.mesh.slices is %2, but the run has %n slice(s); set it to %n.</source>
        <translation>
            <numerusform>%1: tpu.mesh.slices ist %2, aber der Lauf hat %n Slice; setzen Sie es auf %n.</numerusform>
            <numerusform>%1: tpu.mesh.slices ist %2, aber der Lauf hat %n Slices; setzen Sie es auf %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>A multislice run needs two or more machines, one per slice; %1 given. Name each with --machine (tpuwb run launch DIR --machine A --machine B).</source>
        <translation>Ein Multislice-Lauf braucht zwei oder mehr Maschinen, eine je Slice; angegeben: %1. Nennen Sie jede mit --machine (tpuwb run launch DIR --machine A --machine B).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 is named twice: each slice of a multislice run is its own machine. Name each machine once.</source>
        <translation>%1 ist doppelt genannt: Jeder Slice eines Multislice-Laufs ist eine eigene Maschine. Nennen Sie jede Maschine einmal.</translation>
    </message>
    <message>
        <source>%1 has no known accelerator type, so it cannot be checked against the other slices; set it in the Machines panel or probe the machine.</source>
        <translation>%1 hat keinen bekannten Beschleunigertyp und kann daher nicht mit den anderen Slices verglichen werden; legen Sie ihn im Maschinen-Bereich fest oder prüfen Sie die Maschine.</translation>
    </message>
    <message>
        <source>%1 is a %2 but %3 is a %4: the slices of a multislice run are all of one accelerator type. Pick machines of one type.</source>
        <translation>%1 ist ein %2, aber %3 ist ein %4: Die Slices eines Multislice-Laufs sind alle vom selben Beschleunigertyp. Wählen Sie Maschinen eines Typs.</translation>
    </message>
    <message>
        <source>%1 is this computer, not a TPU VM: a multislice run spans remote machines.</source>
        <translation>%1 ist dieser Computer, keine TPU-VM: Ein Multislice-Lauf umfasst entfernte Maschinen.</translation>
    </message>
    <message>
        <source>%1 runs %2 but %3 runs %4: a multislice run starts one interpreter on every host. Set the same python on both machines.</source>
        <translation>%1 verwendet %2, aber %3 verwendet %4: Ein Multislice-Lauf startet auf jedem Host denselben Interpreter. Stellen Sie auf beiden Maschinen dasselbe Python ein.</translation>
    </message>
    <message>
        <source>%1 keeps its runs under %2 but %3 under %4: a multislice run has one folder path on every host. Set the same remote root on both machines.</source>
        <translation>%1 legt seine Läufe unter %2 ab, aber %3 unter %4: Ein Multislice-Lauf hat auf jedem Host denselben Ordnerpfad. Stellen Sie auf beiden Maschinen dasselbe Remote-Stammverzeichnis ein.</translation>
    </message>
    <message>
        <source>XLA on CPU (--device xla-cpu) runs torch_xla&apos;s CPU runtime on one host only; a multislice run over %1 cannot use it. Launch it on one single-host machine, or use --device cpu or tpu for the multislice run.</source>
        <translation>XLA auf der CPU (--device xla-cpu) führt die CPU-Laufzeit von torch_xla nur auf einem Host aus; ein Multislice-Lauf über %1 kann es nicht verwenden. Starten Sie es auf einer einzelnen Maschine mit einem Host, oder verwenden Sie --device cpu oder tpu für den Multislice-Lauf.</translation>
    </message>
    <message>
        <source>%1; the slices of a multislice run are TPU machines of one accelerator type: choose those.</source>
        <translation>%1; die Slices eines Multislice-Laufs sind TPU-Maschinen eines Beschleunigertyps: solche wählen.</translation>
    </message>
</context>
<context>
    <name>twb::NewExperimentWizard</name>
    <message>
        <source>New Experiment</source>
        <translation>Neues Experiment</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>Experiment</translation>
    </message>
    <message>
        <source>What do you want to learn? The name becomes the folder and part of every run id.</source>
        <translation>Was wollen Sie herausfinden? Der Name wird zum Ordner und Teil jeder Run-ID.</translation>
    </message>
    <message>
        <source>e.g. moe-top1-vs-top2</source>
        <translation>z. B. moe-top1-vs-top2</translation>
    </message>
    <message>
        <source>e.g. Top-1 routing matches top-2 perplexity at 70% of the step time.</source>
        <translation>z. B. Top-1-Routing erreicht die Top-2-Perplexity bei 70 % der Step-Zeit.</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Hypothesis:</source>
        <translation>Hypothese:</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Decoder (dense)</source>
        <translation>Decoder (dicht)</translation>
    </message>
    <message>
        <source>Mixture of experts</source>
        <translation>Mixture of Experts</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Experten</translation>
    </message>
    <message>
        <source>Experts:</source>
        <translation>Experten:</translation>
    </message>
    <message>
        <source>Top-k:</source>
        <translation>Top-k:</translation>
    </message>
    <message>
        <source>Capacity factor:</source>
        <translation>Kapazitätsfaktor:</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>d_model:</source>
        <translation>d_model:</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>Layer:</translation>
    </message>
    <message>
        <source>Heads:</source>
        <translation>Heads:</translation>
    </message>
    <message>
        <source>d_ff:</source>
        <translation>d_ff:</translation>
    </message>
    <message>
        <source>Vocabulary:</source>
        <translation>Vokabular:</translation>
    </message>
    <message>
        <source>Machine and parallelism</source>
        <translation>Maschine und Parallelität</translation>
    </message>
    <message>
        <source>The slice it runs on, how the work is split over its devices, and the attention kernel.</source>
        <translation>Der Slice, auf dem es läuft, wie die Arbeit auf seine Devices verteilt wird, und der Attention-Kernel.</translation>
    </message>
    <message>
        <source>fsdpv2: SPMD, parameters sharded over fsdp</source>
        <translation>fsdpv2: SPMD, Parameter über fsdp geshardet</translation>
    </message>
    <message>
        <source>spmd: SPMD with data / tensor / expert axes</source>
        <translation>spmd: SPMD mit data-/tensor-/expert-Achsen</translation>
    </message>
    <message>
        <source>ddp: one process per device</source>
        <translation>ddp: ein Prozess pro Device</translation>
    </message>
    <message>
        <source>single: one device</source>
        <translation>single: ein Device</translation>
    </message>
    <message>
        <source>Axes as name=size, comma separated; add :dcn for axes across slices.</source>
        <translation>Achsen als name=size, durch Kommas getrennt; :dcn für Achsen über Slices anfügen.</translation>
    </message>
    <message>
        <source>Compile one layer and reuse it (scan_layers; dense model with sdpa)</source>
        <translation>Eine Schicht kompilieren und wiederverwenden (scan_layers; dichtes Modell mit sdpa)</translation>
    </message>
    <message>
        <source>Recompute each layer&apos;s activations in backward (train.remat; less memory, about a third more compute)</source>
        <translation>Die Aktivierungen jeder Schicht im Backward neu berechnen (train.remat; weniger Speicher, etwa ein Drittel mehr Rechenaufwand)</translation>
    </message>
    <message>
        <source>Accelerator:</source>
        <translation>Beschleuniger:</translation>
    </message>
    <message>
        <source>Strategy:</source>
        <translation>Strategie:</translation>
    </message>
    <message>
        <source>Mesh:</source>
        <translation>Mesh:</translation>
    </message>
    <message>
        <source>Attention kernel:</source>
        <translation>Attention-Kernel:</translation>
    </message>
    <message>
        <source>Training and tracking</source>
        <translation>Training und Tracking</translation>
    </message>
    <message>
        <source>SyncFree AdamW (torch_xla)</source>
        <translation>SyncFree AdamW (torch_xla)</translation>
    </message>
    <message>
        <source>AdamW (torch.optim)</source>
        <translation>AdamW (torch.optim)</translation>
    </message>
    <message>
        <source>Log to Weights &amp;&amp; Biases</source>
        <translation>In Weights &amp;&amp; Biases protokollieren</translation>
    </message>
    <message>
        <source>Optimizer:</source>
        <translation>Optimizer:</translation>
    </message>
    <message>
        <source>Learning rate:</source>
        <translation>Lernrate:</translation>
    </message>
    <message>
        <source>Global batch:</source>
        <translation>Globale Batch:</translation>
    </message>
    <message>
        <source>Sequence length:</source>
        <translation>Sequenzlänge:</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Steps:</translation>
    </message>
    <message>
        <source>Warm-up steps:</source>
        <translation>Warm-up-Steps:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>wandb project:</source>
        <translation>wandb-Projekt:</translation>
    </message>
    <message>
        <source>%1 (machine %2)</source>
        <translation>%1 (Maschine %2)</translation>
    </message>
    <message>
        <source>automatic: %1</source>
        <translation>automatisch: %1</translation>
    </message>
    <message>
        <source>The preview is not ready.</source>
        <translation>Die Vorschau ist nicht bereit.</translation>
    </message>
    <message>
        <source>Writing %1 ...</source>
        <translation>Schreibe %1 ...</translation>
    </message>
    <message>
        <source>Nothing was written: %1</source>
        <translation>Nichts wurde geschrieben: %1</translation>
    </message>
    <message>
        <source>A pre-norm decoder (RMSNorm, rotary positions, SwiGLU), optionally with mixture-of-experts feed-forward layers, or a T5-like encoder-decoder (as many encoder as decoder layers; each window&apos;s first half is the source).</source>
        <translation>Ein Pre-Norm-Decoder (RMSNorm, rotierende Positionen, SwiGLU), optional mit Mixture-of-Experts-Feed-Forward-Schichten, oder ein T5-artiger Encoder-Decoder (so viele Encoder- wie Decoder-Schichten; die erste Hälfte jedes Fensters ist die Quelle).</translation>
    </message>
    <message>
        <source>Encoder-decoder</source>
        <translation>Encoder-Decoder</translation>
    </message>
    <message>
        <source>Evaluate through torch.compile(backend=&quot;openxla&quot;) (tpu.compile_eval)</source>
        <translation>Über torch.compile(backend=&quot;openxla&quot;) auswerten (tpu.compile_eval)</translation>
    </message>
    <message>
        <source>Debug in torch_xla&apos;s eager mode (tpu.eager_debug; slow, for finding errors)</source>
        <translation>Im Eager-Modus von torch_xla debuggen (tpu.eager_debug; langsam, zum Finden von Fehlern)</translation>
    </message>
    <message>
        <source>Metrics always stream to metrics/host-N.jsonl (N: the host&apos;s index); wandb is optional (global master only).</source>
        <translation>Metriken streamen immer nach metrics/host-N.jsonl (N: Index des Hosts); wandb ist optional (nur globaler Master).</translation>
    </message>
</context>
<context>
    <name>twb::NewStudyDialog</name>
    <message>
        <source>Base settings: &quot;%1&quot; is not key=value (e.g. train.max_steps=500).</source>
        <translation>Basiseinstellungen: „%1“ ist nicht key=value (z. B. train.max_steps=500).</translation>
    </message>
    <message>
        <source>New Study</source>
        <translation>Neue Studie</translation>
    </message>
    <message>
        <source>lr-warmup-study</source>
        <translation>lr-warmup-studie</translation>
    </message>
    <message>
        <source>The research idea, in a sentence or two</source>
        <translation>Die Forschungsidee in ein, zwei Sätzen</translation>
    </message>
    <message>
        <source>What the study tests, e.g. a shorter warm-up reaches a lower eval loss</source>
        <translation>Was die Studie prüft, z. B. ein kürzeres Warm-up erreicht einen niedrigeren Eval-Loss</translation>
    </message>
    <message>
        <source>Field</source>
        <extracomment>Column of the variables table: the experiment field a study varies.</extracomment>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>Add Variable</source>
        <translation>Variable hinzufügen</translation>
    </message>
    <message>
        <source>Remove Variable</source>
        <translation>Variable entfernen</translation>
    </message>
    <message>
        <source>train.max_steps=5000 model.d_model=1024 (optional)</source>
        <translation>train.max_steps=5000 model.d_model=1024 (optional)</translation>
    </message>
    <message>
        <source>This computer (CPU smoke run, scaled)</source>
        <translation>Dieser Computer (CPU-Smoke-Lauf, skaliert)</translation>
    </message>
    <message>
        <source>Measure the step time with a short run</source>
        <translation>Schrittzeit mit einem kurzen Lauf messen</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> Schritte</translation>
    </message>
    <message>
        <source>Create Study</source>
        <translation>Studie anlegen</translation>
    </message>
    <message>
        <source>Stop Measuring</source>
        <translation>Messung stoppen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Idea:</source>
        <translation>Idee:</translation>
    </message>
    <message>
        <source>Hypothesis:</source>
        <translation>Hypothese:</translation>
    </message>
    <message>
        <source>Vary:</source>
        <translation>Variieren:</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>Metrik:</translation>
    </message>
    <message>
        <source>Seeds per cell:</source>
        <translation>Seeds pro Zelle:</translation>
    </message>
    <message>
        <source>Slice:</source>
        <translation>Slice:</translation>
    </message>
    <message>
        <source>Base settings:</source>
        <translation>Basiseinstellungen:</translation>
    </message>
    <message>
        <source>Measure on:</source>
        <translation>Messen auf:</translation>
    </message>
    <message>
        <source>Stopping the measuring run...</source>
        <translation>Der Messlauf wird gestoppt...</translation>
    </message>
    <message>
        <source>Name the study to see its plan.</source>
        <translation>Benennen Sie die Studie, um ihren Plan zu sehen.</translation>
    </message>
    <message>
        <source>measured when the study is created</source>
        <translation>gemessen, wenn die Studie angelegt wird</translation>
    </message>
    <message>
        <source>Creates %1, its ablation and plan.md.</source>
        <translation>Legt %1, seine Ablation und plan.md an.</translation>
    </message>
    <message>
        <source>%1 (local: CPU run, scaled)</source>
        <translation>%1 (lokal: CPU-Lauf, skaliert)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>the study was created without a measuring run</source>
        <translation>die Studie wurde ohne Messlauf angelegt</translation>
    </message>
    <message>
        <source>Writing the experiment and the ablation...</source>
        <translation>Experiment und Ablation werden geschrieben...</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 geschrieben.</translation>
    </message>
    <message>
        <source>Write the idea and its hypothesis to create the study.</source>
        <translation>Schreiben Sie die Idee und ihre Hypothese, um die Studie anzulegen.</translation>
    </message>
</context>
<context>
    <name>twb::OptimizeModuleAction</name>
    <message>
        <source>Optimize with MaxKernel…</source>
        <translation>Mit MaxKernel optimieren…</translation>
    </message>
    <message>
        <source>Write a MaxKernel job for this module of the model (its source, the experiment&apos;s per-device shapes, tolerances, torchax) and open it in the Kernels panel</source>
        <translation>Einen MaxKernel-Job für dieses Modul des Modells schreiben (seine Quelle, die Formen pro Device des Experiments, Toleranzen, torchax) und im Panel Kernels öffnen</translation>
    </message>
</context>
<context>
    <name>twb::OrchestratorRunner</name>
    <message>
        <source>Baseline approved; Continue to optimize.</source>
        <translation>Baseline freigegeben; Fortsetzen zum Optimieren.</translation>
    </message>
</context>
<context>
    <name>twb::PartitionPlan</name>
    <message>
        <source>%1 has %2 dimensions %3, but its spec %4 has %5 entries; give one entry per dimension.</source>
        <translation>%1 hat %2 Dimensionen %3, aber seine Spec %4 hat %5 Einträge; einen Eintrag pro Dimension angeben.</translation>
    </message>
    <message>
        <source>%1, dimension %2: the mesh has no axis &quot;%3&quot; (it has %4); pick one of those or replicate (None).</source>
        <translation>%1, Dimension %2: das Mesh hat keine Achse &quot;%3&quot; (es hat %4); eine davon wählen oder replizieren (None).</translation>
    </message>
    <message>
        <source>%1 uses the axis &quot;%2&quot; twice; an axis can split only one dimension of a tensor.</source>
        <translation>%1 verwendet die Achse &quot;%2&quot; zweimal; eine Achse kann nur eine Dimension eines Tensors teilen.</translation>
    </message>
    <message>
        <source>%1, dimension %2 (%3 = %4) does not divide by %5 = %6; choose axes whose sizes multiply to a divisor of %4, or replicate it.</source>
        <translation>%1, Dimension %2 (%3 = %4) ist nicht durch %5 = %6 teilbar; Achsen wählen, deren Größen einen Teiler von %4 ergeben, oder replizieren.</translation>
    </message>
    <message>
        <source>The specs name a tensor &quot;%1&quot; that the model does not have; remove it or check the spelling.</source>
        <translation>Die Specs nennen einen Tensor &quot;%1&quot;, den das Modell nicht hat; ihn entfernen oder die Schreibweise prüfen.</translation>
    </message>
    <message>
        <source>%1 must be an object {&quot;input&quot;: [...], &quot;tensors&quot;: {NAME: [...]}}.</source>
        <translation>%1 muss ein Objekt {&quot;input&quot;: [...], &quot;tensors&quot;: {NAME: [...]}} sein.</translation>
    </message>
    <message>
        <source>%1 must map tensor names to specs, for example {&quot;layers.wq&quot;: [&quot;tensor&quot;, &quot;fsdp&quot;]}.</source>
        <translation>%1 muss Tensornamen auf Specs abbilden, zum Beispiel {&quot;layers.wq&quot;: [&quot;tensor&quot;, &quot;fsdp&quot;]}.</translation>
    </message>
    <message>
        <source>%1: unknown key; partition specs have &quot;input&quot; and &quot;tensors&quot;.</source>
        <translation>%1: unbekannter Schlüssel; Partition-Specs haben &quot;input&quot; und &quot;tensors&quot;.</translation>
    </message>
</context>
<context>
    <name>twb::PartitionSpec</name>
    <message>
        <source>%1 must be a list with one entry per tensor dimension: an axis name, a list of axis names, or null (replicated), for example [&quot;fsdp&quot;, null].</source>
        <translation>%1 muss eine Liste mit einem Eintrag pro Tensor-Dimension sein: ein Achsenname, eine Liste von Achsennamen oder null (repliziert), zum Beispiel [&quot;fsdp&quot;, null].</translation>
    </message>
</context>
<context>
    <name>twb::PipelineDiagram</name>
    <message>
        <source>setup</source>
        <translation>Einrichtung</translation>
    </message>
    <message>
        <source>iter %1</source>
        <translation>Iter. %1</translation>
    </message>
</context>
<context>
    <name>twb::PlotImageWriter</name>
    <message>
        <source>%1: unknown image type; use .png, .svg or .pdf.</source>
        <translation>%1: unbekannter Bildtyp; .png, .svg oder .pdf verwenden.</translation>
    </message>
    <message>
        <source>Could not render the plot as %1 for %2.</source>
        <translation>Konnte den Plot nicht als %1 für %2 rendern.</translation>
    </message>
    <message>
        <source>exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>%1 · exported %2</source>
        <translation>%1 · exportiert %2</translation>
    </message>
</context>
<context>
    <name>twb::PlotStack</name>
    <message>
        <source>There is nothing to export: no plot is shown.</source>
        <translation>Nichts zu exportieren: kein Plot wird angezeigt.</translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>%1 über %2</translation>
    </message>
    <message>
        <source>%1 plot</source>
        <translation>%1-Diagramm</translation>
    </message>
</context>
<context>
    <name>twb::PortScriptDialog</name>
    <message>
        <source>Port a PyTorch script to PyTorch/XLA</source>
        <translation>PyTorch-Skript nach PyTorch/XLA portieren</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>Writes the ported script over the file (the original is kept as FILE.bak)</extracomment>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>Porting %1 …</source>
        <translation>%1 wird portiert …</translation>
    </message>
    <message>
        <source>%1 was not ported.</source>
        <translation>%1 wurde nicht portiert.</translation>
    </message>
    <message>
        <source>not rewritten</source>
        <extracomment>A change list row for code the port left as it was (the text says why, in English)</extracomment>
        <translation>nicht umgeschrieben</translation>
    </message>
    <message>
        <source>It lints clean (torch_xla API linter and pyflakes).</source>
        <translation>Der Linter findet nichts (torch_xla-API-Linter und pyflakes).</translation>
    </message>
    <message>
        <source>It lints clean (torch_xla API linter; pyflakes is not installed).</source>
        <translation>Der Linter findet nichts (torch_xla-API-Linter; pyflakes ist nicht installiert).</translation>
    </message>
    <message numerus="yes">
        <source>It does not lint clean: %n finding(s), shown below.</source>
        <translation>
            <numerusform>Der Linter findet etwas: %n Befund, unten aufgeführt.</numerusform>
            <numerusform>Der Linter findet etwas: %n Befunde, unten aufgeführt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n change(s). Nothing is written until you press Write; the original is then kept as %2.</source>
        <translation>
            <numerusform>%1: %n Änderung. Nichts wird geschrieben, bevor Sie auf Schreiben drücken; das Original bleibt dann als %2 erhalten.</numerusform>
            <numerusform>%1: %n Änderungen. Nichts wird geschrieben, bevor Sie auf Schreiben drücken; das Original bleibt dann als %2 erhalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1: [%2] %3</source>
        <translation>Zeile %1: [%2] %3</translation>
    </message>
    <message numerus="yes">
        <source>%n place(s) could not be ported safely; they are listed as &quot;not rewritten&quot;.</source>
        <translation>
            <numerusform>%n Stelle ließ sich nicht sicher portieren; sie steht als „nicht umgeschrieben“ in der Liste.</numerusform>
            <numerusform>%n Stellen ließen sich nicht sicher portieren; sie stehen als „nicht umgeschrieben“ in der Liste.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::PreemptionPolicy</name>
    <message>
        <source>It is resumed from its last checkpoint when %1 is READY again (automatic restart %2 of %3) while the workbench follows it (the Monitor, `tpuwb run watch %4`); or resume it then with `tpuwb run resume %4`.</source>
        <translation>Er wird ab seinem letzten Checkpoint fortgesetzt, sobald %1 wieder READY ist (automatischer Neustart %2 von %3), solange die Workbench ihn verfolgt (der Monitor, `tpuwb run watch %4`); oder setzen Sie ihn dann mit `tpuwb run resume %4` fort.</translation>
    </message>
    <message>
        <source>When %1 is READY again (`tpuwb registry refresh %1` asks gcloud), resume the run from its last checkpoint with `tpuwb run resume %2`.</source>
        <translation>Sobald %1 wieder READY ist (`tpuwb registry refresh %1` fragt gcloud), setzen Sie den Lauf mit `tpuwb run resume %2` ab seinem letzten Checkpoint fort.</translation>
    </message>
    <message>
        <source>Run %1: TPU VM %2 was taken away under the run (gcloud said %3 at %4).</source>
        <translation>Lauf %1: TPU-VM %2 wurde dem Lauf entzogen (gcloud meldete %3 um %4).</translation>
    </message>
    <message>
        <source>TPU VM %1</source>
        <translation>die TPU-VM %1</translation>
    </message>
    <message>
        <source>every slice&apos;s TPU VM (%1)</source>
        <translation>die TPU-VM jedes Slices (%1)</translation>
    </message>
    <message>
        <source>Run %1 was preempted; %2 is READY again. No automatic restart is left (max_restarts %3): resume it from its last checkpoint with `tpuwb run resume %1`.</source>
        <translation>Lauf %1 wurde verdrängt; %2 ist wieder READY. Es ist kein automatischer Neustart mehr übrig (max_restarts %3): setzen Sie ihn mit `tpuwb run resume %1` ab seinem letzten Checkpoint fort.</translation>
    </message>
</context>
<context>
    <name>twb::PrepareDataDialog</name>
    <message>
        <source>Prepare data</source>
        <translation>Daten vorbereiten</translation>
    </message>
    <message>
        <source>Trains a SentencePiece tokenizer on a text corpus (or uses one you give) and writes token shards an experiment trains on with data.source &quot;tokens&quot;. The corpus is UTF-8 .txt files (blank lines separate documents) or .jsonl files (one document per line), or folders of them, on this computer.</source>
        <translation>Trainiert einen SentencePiece-Tokenizer auf einem Textkorpus (oder verwendet einen, den Sie angeben) und schreibt Token-Shards, auf denen ein Experiment mit data.source „tokens“ trainiert. Das Korpus besteht aus UTF-8-.txt-Dateien (Leerzeilen trennen Dokumente) oder .jsonl-Dateien (ein Dokument pro Zeile) oder Ordnern davon, auf diesem Computer.</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>Dateien hinzufügen…</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>The experiment&apos;s model.vocab_size must be at least this</source>
        <translation>model.vocab_size des Experiments muss mindestens so groß sein</translation>
    </message>
    <message>
        <source>unigram</source>
        <translation>Unigram</translation>
    </message>
    <message>
        <source>BPE</source>
        <translation>BPE</translation>
    </message>
    <message>
        <source>The share of documents held out for evaluation</source>
        <translation>Der Anteil der Dokumente, der für die Evaluierung zurückgehalten wird</translation>
    </message>
    <message>
        <source>Rebuild even when the folder is up to date</source>
        <translation>Auch neu erstellen, wenn der Ordner aktuell ist</translation>
    </message>
    <message>
        <source>Without it, a folder prepared from the same inputs and settings is left as it is</source>
        <translation>Ohne diese Option bleibt ein Ordner, der aus denselben Eingaben und Einstellungen vorbereitet wurde, unverändert</translation>
    </message>
    <message>
        <source>Corpus:</source>
        <translation>Korpus:</translation>
    </message>
    <message>
        <source>Into folder:</source>
        <translation>Zielordner:</translation>
    </message>
    <message>
        <source>Vocabulary:</source>
        <translation>Vokabular:</translation>
    </message>
    <message>
        <source>Tokenizer model:</source>
        <translation>Tokenizer-Modell:</translation>
    </message>
    <message>
        <source>Held out for evaluation:</source>
        <translation>Für Evaluierung zurückgehalten:</translation>
    </message>
    <message>
        <source>What was prepared, and the experiment fields that train on it, appear here.</source>
        <translation>Hier erscheinen das Ergebnis der Vorbereitung und die Experimentfelder, mit denen darauf trainiert wird.</translation>
    </message>
    <message>
        <source>Prepare</source>
        <translation>Vorbereiten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Gestoppt.</translation>
    </message>
    <message>
        <source>Preparing %1… (training the tokenizer and encoding take a while on a large corpus)</source>
        <translation>%1 wird vorbereitet… (Tokenizer-Training und Kodierung dauern bei einem großen Korpus eine Weile)</translation>
    </message>
    <message>
        <source>Not prepared: %1</source>
        <translation>Nicht vorbereitet: %1</translation>
    </message>
    <message>
        <source>Already prepared with these inputs and settings.</source>
        <translation>Bereits mit diesen Eingaben und Einstellungen vorbereitet.</translation>
    </message>
    <message>
        <source>Prepared.</source>
        <translation>Vorbereitet.</translation>
    </message>
    <message>
        <source>Corpus files</source>
        <translation>Korpusdateien</translation>
    </message>
    <message>
        <source>Text or JSON Lines (*.txt *.jsonl);;All files (*)</source>
        <translation>Text oder JSON Lines (*.txt *.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Corpus folder</source>
        <translation>Korpusordner</translation>
    </message>
    <message>
        <source>Folder for the shards</source>
        <translation>Ordner für die Shards</translation>
    </message>
</context>
<context>
    <name>twb::ProbeFinding</name>
    <message>
        <source>%1 was not probed yet</source>
        <translation>%1 wurde noch nicht abgefragt</translation>
    </message>
    <message numerus="yes">
        <source>no TPU found (CPU, %n core(s))</source>
        <translation>
            <numerusform>keine TPU gefunden (CPU, %n Kern)</numerusform>
            <numerusform>keine TPU gefunden (CPU, %n Kerne)</numerusform>
        </translation>
    </message>
    <message>
        <source>no TPU found (CPU)</source>
        <translation>keine TPU gefunden (CPU)</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>%1 was probed: %2</source>
        <translation>%1 wurde abgefragt: %2</translation>
    </message>
    <message>
        <source>%1 was probed at %2: %3</source>
        <translation>%1 wurde abgefragt (%2): %3</translation>
    </message>
</context>
<context>
    <name>twb::ProfileCapture</name>
    <message>
        <source>%1 is not a profile capture (no &quot;hosts&quot; list).</source>
        <translation>%1 ist keine Profil-Aufnahme (keine &quot;hosts&quot;-Liste).</translation>
    </message>
    <message>
        <source>%1: a host entry has no &quot;host&quot; index.</source>
        <translation>%1: ein Host-Eintrag hat keinen &quot;host&quot;-Index.</translation>
    </message>
    <message>
        <source>%1: host %2</source>
        <translation>%1: Host %2</translation>
    </message>
</context>
<context>
    <name>twb::ProfileRequester</name>
    <message>
        <source>train.py does not run there (it ended, or never started): only a running run can be profiled.</source>
        <translation>train.py läuft dort nicht (es endete oder startete nie): nur ein laufender Run kann profiliert werden.</translation>
    </message>
    <message>
        <source>train.py ended before it had traced the steps; its log says why.</source>
        <translation>train.py endete, bevor es die Steps getract hatte; sein Log sagt warum.</translation>
    </message>
    <message>
        <source>train.py did not trace the steps in time. A project scaffolded before profiles existed does not look for profiles/request.json: scaffold it again; else its steps are slower than the timeout allows (raise --timeout).</source>
        <translation>train.py hat die Steps nicht rechtzeitig getract. Ein Projekt, das vor den Profilen erzeugt wurde, sucht nicht nach profiles/request.json: es neu erzeugen; sonst sind seine Steps langsamer, als das Timeout erlaubt (--timeout erhöhen).</translation>
    </message>
    <message>
        <source>the host gave no answer about the profile</source>
        <translation>der Host gab keine Antwort zum Profil</translation>
    </message>
    <message>
        <source>the profile script did not finish; check that the host answers.</source>
        <translation>das Profil-Skript wurde nicht fertig; prüfen, ob der Host antwortet.</translation>
    </message>
    <message>
        <source>host %1&apos;s profile done marker</source>
        <translation>Profil-Fertigmarke von Host %1</translation>
    </message>
    <message>
        <source>its done marker is not a JSON object</source>
        <translation>seine Fertigmarke ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>train.py could not trace: %1</source>
        <translation>train.py konnte nicht tracen: %1</translation>
    </message>
    <message>
        <source>train.py traced the steps but named no trace file</source>
        <translation>train.py hat die Steps getract, aber keine Trace-Datei genannt</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>host %1 named the trace file &quot;%2&quot;, outside its profile folder.</source>
        <translation>Host %1 nannte die Trace-Datei &quot;%2&quot;, außerhalb seines Profil-Ordners.</translation>
    </message>
    <message>
        <source>Could not create the folder of %1.</source>
        <translation>Konnte den Ordner von %1 nicht anlegen.</translation>
    </message>
    <message>
        <source>the trace could not be copied: %1</source>
        <translation>der Trace konnte nicht kopiert werden: %1</translation>
    </message>
    <message>
        <source>Could not create %1; check the workspace&apos;s permissions.</source>
        <translation>Konnte %1 nicht anlegen; Rechte des Arbeitsbereichs prüfen.</translation>
    </message>
    <message>
        <source>No profile has been taken of this run yet (%1 has none); take one with `tpuwb run profile`.</source>
        <translation>Von diesem Run wurde noch kein Profil erfasst (%1 hat keines); eines mit `tpuwb run profile` erfassen.</translation>
    </message>
</context>
<context>
    <name>twb::ProfileSummary</name>
    <message>
        <source>compute</source>
        <translation>Berechnung</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>Kollektiv</translation>
    </message>
    <message>
        <source>data loading</source>
        <translation>Daten laden</translation>
    </message>
    <message>
        <source>host overhead</source>
        <translation>Host-Overhead</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>inaktiv</translation>
    </message>
    <message>
        <source>%1 is not a Chrome trace (no list of events, nor &quot;traceEvents&quot;).</source>
        <translation>%1 ist kein Chrome-Trace (keine Ereignisliste, kein &quot;traceEvents&quot;).</translation>
    </message>
    <message>
        <source>%1 has no ProfilerStep#&lt;step&gt; spans: it was not written by the project&apos;s `tpuwb run profile` hook (scaffold the project again), or by a profiler whose steps were not marked.</source>
        <translation>%1 hat keine ProfilerStep#&lt;step&gt;-Spans: es wurde nicht vom `tpuwb run profile`-Hook des Projekts geschrieben (das Projekt neu erzeugen) oder von einem Profiler, dessen Steps nicht markiert waren.</translation>
    </message>
    <message>
        <source>%1: a profile summary has no &quot;steps&quot; list.</source>
        <translation>%1: eine Profil-Zusammenfassung hat keine &quot;steps&quot;-Liste.</translation>
    </message>
    <message>
        <source>trace fewer steps, or open it in Perfetto.</source>
        <translation>zeichnen Sie weniger Schritte auf oder öffnen Sie sie in Perfetto.</translation>
    </message>
    <message>
        <source>A CPU trace (no device activity in it): the CPU is the device, so its operators (aten::...) count as compute; host overhead is the Python and framework time around them.</source>
        <translation>Ein CPU-Trace (keine Geräteaktivität darin): Die CPU ist das Gerät, daher zählen ihre Operatoren (aten::...) als Rechenzeit; Host-Overhead ist die Python- und Framework-Zeit um sie herum.</translation>
    </message>
</context>
<context>
    <name>twb::ProfileView</name>
    <message>
        <source>Open in TensorBoard</source>
        <translation>In TensorBoard öffnen</translation>
    </message>
    <message>
        <source>Serve the chosen host&apos;s traces with TensorBoard (its profile plugin reads XPlane and PyTorch traces)</source>
        <translation>Die Traces des gewählten Hosts mit TensorBoard bereitstellen (sein Profil-Plugin liest XPlane- und PyTorch-Traces)</translation>
    </message>
    <message>
        <source>Open in Perfetto</source>
        <translation>In Perfetto öffnen</translation>
    </message>
    <message>
        <source>Serve the chosen host&apos;s Chrome trace with Perfetto&apos;s trace_processor; the Perfetto UI (ui.perfetto.dev) finds it</source>
        <translation>Den Chrome-Trace des gewählten Hosts mit Perfettos trace_processor bereitstellen; die Perfetto-UI (ui.perfetto.dev) findet ihn</translation>
    </message>
    <message>
        <source>Top operators by self time on</source>
        <translation>Top-Operatoren nach Eigenzeit auf</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>Operator</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <source>Self ms/step</source>
        <translation>Eigene ms/Step</translation>
    </message>
    <message>
        <source>Total ms/step</source>
        <translation>Gesamt ms/Step</translation>
    </message>
    <message>
        <source>Self % of step</source>
        <translation>Eigener Anteil am Step</translation>
    </message>
    <message>
        <source>No profile taken yet.</source>
        <translation>Noch kein Profil erfasst.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: %n step(s) traced on each host (%2).</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n Step auf jedem Host getract (%2).</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: %n Steps auf jedem Host getract (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>host %1: %2</source>
        <translation>Host %1: %2</translation>
    </message>
    <message>
        <source>host %1: %2 ms per step in the trace, %3 ms measured by train.py; compute %4 %, idle %5 %.</source>
        <translation>Host %1: %2 ms pro Step im Trace, %3 ms gemessen von train.py; Berechnung %4 %, inaktiv %5 %.</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>Host %1</translation>
    </message>
    <message>
        <source>measured by train.py</source>
        <translation>gemessen von train.py</translation>
    </message>
    <message>
        <source>mean traced step (ms)</source>
        <translation>mittlerer getracter Step (ms)</translation>
    </message>
    <message>
        <source> step %1</source>
        <translation> Step %1</translation>
    </message>
    <message>
        <source>one step per host (its median step), ms</source>
        <translation>ein Step pro Host (sein medianer Step), ms</translation>
    </message>
    <message>
        <source>TensorBoard serves %1 (its address is in its output, http://localhost:6006 by default).</source>
        <translation>TensorBoard stellt %1 bereit (die Adresse steht in seiner Ausgabe, standardmäßig http://localhost:6006).</translation>
    </message>
    <message>
        <source>%1 could not be started.</source>
        <translation>%1 konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>%1 serves %2; open ui.perfetto.dev, which connects to it.</source>
        <translation>%1 stellt %2 bereit; ui.perfetto.dev öffnen, das sich damit verbindet.</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>What the XLA operation is, from its HLO instruction&apos;s name: a fusion (XLA&apos;s fused elementwise and reduction kernels), a dot (matrix multiply), a convolution, a collective (all-reduce, all-gather, ...), a copy (layout changes, transfers) or other</source>
        <translation>Was die XLA-Operation ist, nach dem Namen ihrer HLO-Anweisung: eine Fusion (XLAs fusionierte elementweise und Reduktions-Kernel), ein Dot (Matrixmultiplikation), eine Faltung, eine kollektive Operation (all-reduce, all-gather, ...), eine Kopie (Layoutwechsel, Übertragungen) oder anderes</translation>
    </message>
    <message>
        <source>host %1: %2 trace, not summarized here; open it in TensorBoard/XProf.</source>
        <translation>Host %1: %2-Trace, hier nicht zusammengefasst; öffnen Sie ihn in TensorBoard/XProf.</translation>
    </message>
    <message>
        <source>fusion</source>
        <translation>Fusion</translation>
    </message>
    <message>
        <source>dot (matmul)</source>
        <translation>Dot (Matmul)</translation>
    </message>
    <message>
        <source>convolution</source>
        <translation>Faltung</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>kollektiv</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>Kopie</translation>
    </message>
    <message>
        <source>other</source>
        <translation>andere</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 ms (%3 %, %n operation(s))</source>
        <translation>
            <numerusform>%1 %2 ms (%3 %, %n Operation)</numerusform>
            <numerusform>%1 %2 ms (%3 %, %n Operationen)</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;All XLA operations by category&lt;/b&gt;, per step and share of their time: %1</source>
        <translation>&lt;b&gt;Alle XLA-Operationen nach Kategorie&lt;/b&gt;, pro Schritt und Anteil an ihrer Zeit: %1</translation>
    </message>
    <message>
        <source>Summed over every operation of the traced steps (the table lists the top ones) and over the host&apos;s devices, so the total can exceed the step&apos;s wall time.</source>
        <translation>Summiert über jede Operation der aufgezeichneten Schritte (die Tabelle listet die größten) und über die Geräte des Hosts, daher kann die Summe die Wandzeit des Schritts übersteigen.</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
</context>
<context>
    <name>twb::Registry</name>
    <message>
        <source>%1 must be a list of machines, but it is %2. Fix the file; it was not changed.</source>
        <translation>%1 muss eine Liste von Maschinen sein, ist aber %2. Die Datei korrigieren; sie wurde nicht geändert.</translation>
    </message>
    <message>
        <source>%1 must hold {&quot;tpus&quot;: [...]}, one machine object or a list of machines, but it holds %2. Fix the file; it was not changed.</source>
        <translation>%1 muss {&quot;tpus&quot;: [...]}, ein Maschinen-Objekt oder eine Liste von Maschinen enthalten, enthält aber %2. Die Datei korrigieren; sie wurde nicht geändert.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the registry.</source>
        <translation>Kann den Ordner %1 für die Registry nicht anlegen.</translation>
    </message>
</context>
<context>
    <name>twb::RemoveAxisCommand</name>
    <message>
        <source>Remove axis %1</source>
        <translation>Achse %1 entfernen</translation>
    </message>
</context>
<context>
    <name>twb::RemoveVariableCommand</name>
    <message>
        <source>Remove variable %1</source>
        <translation>Variable %1 entfernen</translation>
    </message>
</context>
<context>
    <name>twb::ResultTable</name>
    <message>
        <source>hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>seeds</source>
        <translation>Seeds</translation>
    </message>
    <message>
        <source>%1 (%2) mean</source>
        <translation>%1 (%2) Mittel</translation>
    </message>
    <message>
        <source>std</source>
        <translation>Std.-Abw.</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95-%-KI</translation>
    </message>
    <message>
        <source>Δ baseline</source>
        <translation>Δ Baseline</translation>
    </message>
    <message>
        <source>Δ %</source>
        <translation>Δ %</translation>
    </message>
    <message>
        <source> (+%1 NaN)</source>
        <translation> (+%1 NaN)</translation>
    </message>
    <message>
        <source>run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>state</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>final %1</source>
        <translation>final %1</translation>
    </message>
    <message>
        <source>best</source>
        <translation>bester</translation>
    </message>
    <message>
        <source>last step</source>
        <translation>letzter Step</translation>
    </message>
    <message>
        <source>one seed: no spread</source>
        <translation>ein Seed: keine Streuung</translation>
    </message>
</context>
<context>
    <name>twb::ResultsTableModel</name>
    <message>
        <source>%1 (+%2 NaN)</source>
        <translation>%1 (+%2 NaN)</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>Seeds</translation>
    </message>
    <message>
        <source>%1 %2 (mean)</source>
        <translation>%1 %2 (Mittel)</translation>
    </message>
    <message>
        <source>Std</source>
        <translation>Std.-Abw.</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95-%-KI</translation>
    </message>
    <message>
        <source>Δ baseline</source>
        <translation>Δ Baseline</translation>
    </message>
    <message>
        <source>Δ %</source>
        <translation>Δ %</translation>
    </message>
    <message>
        <source>Smoothed mean</source>
        <translation>Geglättetes Mittel</translation>
    </message>
</context>
<context>
    <name>twb::RunAnnotation</name>
    <message>
        <source>A tag cannot be empty.</source>
        <translation>Ein Tag darf nicht leer sein.</translation>
    </message>
    <message>
        <source>The tag &quot;%1&quot; has a space, a comma or a quote; a tag is one word (use - or _ between words).</source>
        <translation>Das Tag &quot;%1&quot; enthält ein Leerzeichen, ein Komma oder ein Anführungszeichen; ein Tag ist ein Wort (- oder _ zwischen Wörtern).</translation>
    </message>
    <message>
        <source>The tag &quot;%1&quot; starts with + or -, which `tpuwb run tag` reads as add or remove; leave the sign out.</source>
        <translation>Das Tag &quot;%1&quot; beginnt mit + oder -, was `tpuwb run tag` als Hinzufügen oder Entfernen liest; das Vorzeichen weglassen.</translation>
    </message>
</context>
<context>
    <name>twb::RunAnnotationEditor</name>
    <message>
        <source>baseline, paper</source>
        <translation>baseline, paper</translation>
    </message>
    <message>
        <source>Tags of the run, separated by spaces or commas; filter by them with tag:NAME</source>
        <translation>Tags des Runs, durch Leerzeichen oder Kommas getrennt; mit tag:NAME danach filtern</translation>
    </message>
    <message>
        <source>Notes on this run</source>
        <translation>Notizen zu diesem Run</translation>
    </message>
    <message>
        <source>Save tags and notes</source>
        <translation>Tags und Notizen speichern</translation>
    </message>
    <message>
        <source>Tags:</source>
        <translation>Tags:</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Notizen:</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
</context>
<context>
    <name>twb::RunCheckpointOperations</name>
    <message>
        <source>Resuming %1 from step %2</source>
        <translation>Fortsetzen von %1 ab Schritt %2</translation>
    </message>
    <message>
        <source>Evaluating step %1 of %2</source>
        <translation>Evaluieren von Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Evaluating %1</source>
        <translation>Evaluieren von %1</translation>
    </message>
    <message>
        <source>%1 has no complete checkpoint to evaluate yet.</source>
        <translation>%1 hat noch keinen vollständigen Checkpoint, der evaluiert werden könnte.</translation>
    </message>
    <message>
        <source>Evaluating the checkpoint of step %1 of %2...</source>
        <translation>Der Checkpoint von Schritt %1 von %2 wird evaluiert...</translation>
    </message>
    <message>
        <source>The evaluation of step %1 of %2 failed: %3</source>
        <translation>Die Evaluierung von Schritt %1 von %2 ist fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>a host ended without an exit code; see logs/host-0.log</source>
        <translation>ein Host hat ohne Exit-Code geendet; siehe logs/host-0.log</translation>
    </message>
    <message>
        <source>The evaluation of %1 ended, but %2 cannot be read: %3</source>
        <translation>Die Evaluierung von %1 ist beendet, aber %2 kann nicht gelesen werden: %3</translation>
    </message>
    <message>
        <source>The evaluation of step %1 of %2 ended but wrote no eval record of attempt %3 to %4; see the run&apos;s logs/host-0.log.</source>
        <translation>Die Evaluierung von Schritt %1 von %2 ist beendet, hat aber keinen Eval-Eintrag von Versuch %3 in %4 geschrieben; siehe logs/host-0.log des Laufs.</translation>
    </message>
</context>
<context>
    <name>twb::RunCheckpoints</name>
    <message>
        <source>Run %1 has no folder on a machine (it was imported or never started), so it has no checkpoints.</source>
        <translation>Lauf %1 hat keinen Ordner auf einer Maschine (er wurde importiert oder nie gestartet) und daher keine Checkpoints.</translation>
    </message>
    <message>
        <source>Listing the checkpoints of %1 on %2 failed (exit status %3): %4</source>
        <translation>Das Auflisten der Checkpoints von %1 auf %2 ist fehlgeschlagen (Exit-Status %3): %4</translation>
    </message>
    <message>
        <source>%1 has no complete checkpoint of step %2, nor of any other step yet.</source>
        <translation>%1 hat keinen vollständigen Checkpoint von Schritt %2 und auch noch von keinem anderen Schritt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no complete checkpoint of step %2; it has checkpoints of step(s) %3. Choose one of those (`tpuwb checkpoint inspect %1`).</source>
        <extracomment>%n is how many steps %3 lists; it only picks &quot;step&quot; or &quot;steps&quot;.</extracomment>
        <translation>
            <numerusform>%1 hat keinen vollständigen Checkpoint von Schritt %2; es gibt einen Checkpoint von Schritt %3. Wählen Sie diesen (`tpuwb checkpoint inspect %1`).</numerusform>
            <numerusform>%1 hat keinen vollständigen Checkpoint von Schritt %2; es gibt Checkpoints der Schritte %3. Wählen Sie einen davon (`tpuwb checkpoint inspect %1`).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::RunDiagnostics</name>
    <message>
        <source>%1: the hosts&apos; metrics could not be fetched (%2); verifying what was fetched before.</source>
        <translation>%1: die Metriken der Hosts konnten nicht geholt werden (%2); prüfe, was zuvor geholt wurde.</translation>
    </message>
</context>
<context>
    <name>twb::RunDisplayName</name>
    <message>
        <source>none</source>
        <comment>a config value that is absent</comment>
        <translation>keiner</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>Seed %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a run&apos;s readable name, then its id (the folder name) in brackets</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>twb::RunFilesFetcher</name>
    <message>
        <source>%1: reading %2 failed: %3</source>
        <translation>%1: Lesen von %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>%1: unexpected answer while reading %2.</source>
        <translation>%1: unerwartete Antwort beim Lesen von %2.</translation>
    </message>
    <message>
        <source>Cannot append to %1: %2</source>
        <translation>Kann nicht an %1 anhängen: %2</translation>
    </message>
</context>
<context>
    <name>twb::RunFilter</name>
    <message>
        <source>Filter term &quot;%1&quot; at column %2: %3</source>
        <translation>Filterbegriff &quot;%1&quot; in Spalte %2: %3</translation>
    </message>
    <message>
        <source>the quote at column %1 is not closed; add a closing &quot;.</source>
        <translation>das Anführungszeichen in Spalte %1 ist nicht geschlossen; ein schließendes &quot; hinzufügen.</translation>
    </message>
    <message>
        <source>`!` alone is not an operator; use != (not equal).</source>
        <translation>`!` allein ist kein Operator; != (ungleich) verwenden.</translation>
    </message>
    <message>
        <source>there is no key before %1; write key%1value, e.g. train.lr&gt;=1e-3.</source>
        <translation>vor %1 steht kein Schlüssel; key%1value schreiben, z. B. train.lr&gt;=1e-3.</translation>
    </message>
    <message>
        <source>`%1` is not a key; a key is a dotted config path (train.lr) or a metric name (eval/loss) of letters, digits, _ . / -.</source>
        <translation>`%1` ist kein Schlüssel; ein Schlüssel ist ein gepunkteter Konfig-Pfad (train.lr) oder ein Metrikname (eval/loss) aus Buchstaben, Ziffern, _ . / -.</translation>
    </message>
    <message>
        <source>there is no value after %1.</source>
        <translation>nach %1 folgt kein Wert.</translation>
    </message>
    <message>
        <source>two operators in a row (%1%2); use one of = != &lt; &lt;= &gt; &gt;=.</source>
        <translation>zwei Operatoren hintereinander (%1%2); einen von = != &lt; &lt;= &gt; &gt;= verwenden.</translation>
    </message>
    <message>
        <source>%1 compares numbers, and `%2` is not a number.</source>
        <translation>%1 vergleicht Zahlen, und `%2` ist keine Zahl.</translation>
    </message>
    <message>
        <source>tag: needs a tag after it, e.g. tag:baseline.</source>
        <translation>tag: braucht danach ein Tag, z. B. tag:baseline.</translation>
    </message>
    <message>
        <source>`%1` is not a run state; the states are pending, uploading, running, stalled, finished, failed and stopped.</source>
        <translation>`%1` ist kein Run-Zustand; die Zustände sind pending, uploading, running, stalled, finished, failed und stopped.</translation>
    </message>
    <message>
        <source>`%1:` is not a field; use tag: or state:, key=value for config values and metrics, or put the word in quotes.</source>
        <translation>`%1:` ist kein Feld; tag: oder state: verwenden, key=value für Konfig-Werte und Metriken, oder das Wort in Anführungszeichen setzen.</translation>
    </message>
</context>
<context>
    <name>twb::RunFilterEdit</name>
    <message>
        <source>Filter: words, tag:NAME, state:running, train.lr&gt;=1e-3, loss&lt;2</source>
        <translation>Filter: Wörter, tag:NAME, state:running, train.lr&gt;=1e-3, loss&lt;2</translation>
    </message>
    <message>
        <source>Every term must hold. A word matches the id, experiment, tags, notes, state and config values; tag:NAME and state:NAME match exactly; KEY OP VALUE compares a config value (a dotted path), a final metric or seed with = != &lt; &lt;= &gt; &gt;=. Quote a phrase: &quot;lr sweep&quot;.</source>
        <translation>Jeder Begriff muss gelten. Ein Wort passt auf ID, Experiment, Tags, Notizen, Zustand und Konfig-Werte; tag:NAME und state:NAME passen exakt; KEY OP VALUE vergleicht einen Konfig-Wert (gepunkteter Pfad), eine finale Metrik oder den Seed mit = != &lt; &lt;= &gt; &gt;=. Eine Phrase in Anführungszeichen: &quot;lr sweep&quot;.</translation>
    </message>
</context>
<context>
    <name>twb::RunLauncher</name>
    <message>
        <source>The launch of %1 was cancelled.</source>
        <translation>Der Start von %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>host %1 (%2)</source>
        <translation>Host %1 (%2)</translation>
    </message>
    <message>
        <source>Could not create the run folder %1; check the workspace&apos;s permissions.</source>
        <translation>Konnte den Run-Ordner %1 nicht anlegen; Rechte des Arbeitsbereichs prüfen.</translation>
    </message>
    <message>
        <source>%1 has no launch.sh: it is not a scaffolded project. Scaffold it with `tpuwb scaffold` first.</source>
        <translation>%1 hat keine launch.sh: es ist kein erzeugtes Projekt. Erst mit `tpuwb scaffold` erzeugen.</translation>
    </message>
    <message numerus="yes">
        <source>Checking %n host(s)...</source>
        <translation>
            <numerusform>Prüfe %n Host...</numerusform>
            <numerusform>Prüfe %n Hosts...</numerusform>
        </translation>
    </message>
    <message>
        <source>The preflight found problems:
%1</source>
        <translation>Die Vorabprüfung fand Probleme:
%1</translation>
    </message>
    <message numerus="yes">
        <source>Uploading the project to %1 on %n host(s)...</source>
        <translation>
            <numerusform>Lade das Projekt auf %1 hoch, auf %n Host...</numerusform>
            <numerusform>Lade das Projekt auf %1 hoch, auf %n Hosts...</numerusform>
        </translation>
    </message>
    <message>
        <source>chmod +x launch.sh failed: %1</source>
        <translation>chmod +x launch.sh fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1: upload failed: %2</source>
        <translation>%1: Upload fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1
The run was started on no host, so nothing needs stopping; a launch of the same run id sends only the files that are missing.</source>
        <translation>%1
Der Run wurde auf keinem Host gestartet, also muss nichts gestoppt werden; ein Start mit derselben Run-ID sendet nur die fehlenden Dateien.</translation>
    </message>
    <message numerus="yes">
        <source>%n project file(s) were already on the hosts and were not sent again.</source>
        <translation>
            <numerusform>%n Projektdatei war schon auf den Hosts und wurde nicht erneut gesendet.</numerusform>
            <numerusform>%n Projektdateien waren schon auf den Hosts und wurden nicht erneut gesendet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Starting %1 on %n host(s)...</source>
        <translation>
            <numerusform>Starte %1 auf %n Host...</numerusform>
            <numerusform>Starte %1 auf %n Hosts...</numerusform>
        </translation>
    </message>
    <message>
        <source>launch.sh exited with %1 and printed no status</source>
        <translation>launch.sh endete mit %1 und gab keinen Status aus</translation>
    </message>
    <message>
        <source>%1: did not start: %2</source>
        <translation>%1: nicht gestartet: %2</translation>
    </message>
    <message>
        <source>%1: attempt %2 runs on the hosts but was not in the record (the app was stopped while it started); recorded it from the hosts&apos; status files.</source>
        <translation>%1: Versuch %2 läuft auf den Hosts, war aber nicht erfasst (die App wurde beim Start gestoppt); aus den Statusdateien der Hosts erfasst.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the process is gone and no end was recorded</source>
        <translation>%1: der Prozess ist weg und kein Ende wurde erfasst</translation>
    </message>
    <message>
        <source>%1: exited with %2; see %3</source>
        <translation>%1: endete mit %2; siehe %3</translation>
    </message>
    <message numerus="yes">
        <source>Stopping %1 on %n host(s)...</source>
        <translation>
            <numerusform>Stoppe %1 auf %n Host...</numerusform>
            <numerusform>Stoppe %1 auf %n Hosts...</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: could not stop: %2</source>
        <translation>%1: konnte nicht stoppen: %2</translation>
    </message>
    <message>
        <source>%1: train.py did not stop within %2 s of SIGTERM; its process group was killed.</source>
        <translation>%1: train.py stoppte nicht innerhalb von %2 s nach SIGTERM; seine Prozessgruppe wurde beendet.</translation>
    </message>
    <message>
        <source>%1 was never started and its project folder %2 is gone, so it cannot be uploaded again; launch the experiment anew with `tpuwb run launch`.</source>
        <translation>%1 wurde nie gestartet und sein Projektordner %2 ist weg, daher kann er nicht erneut hochgeladen werden; das Experiment mit `tpuwb run launch` neu starten.</translation>
    </message>
    <message>
        <source>(not recorded)</source>
        <translation>(nicht erfasst)</translation>
    </message>
    <message>
        <source>%1 was never started: uploading what is missing of %2 first...</source>
        <translation>%1 wurde nie gestartet: lade zuerst hoch, was von %2 fehlt...</translation>
    </message>
    <message>
        <source>%1 still runs attempt %2 on %3; stop it first.</source>
        <translation>%1 läuft noch Versuch %2 auf %3; erst stoppen.</translation>
    </message>
    <message>
        <source>host %1 (%2, worker %3 of %4, slice %5)</source>
        <translation>Host %1 (%2, Worker %3 von %4, Slice %5)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n file(s) of the project were already there, whole; they were not sent again.</source>
        <translation>
            <numerusform>%1: %n Datei des Projekts war schon vollständig dort; sie wurde nicht erneut gesendet.</numerusform>
            <numerusform>%1: %n Dateien des Projekts waren schon vollständig dort; sie wurden nicht erneut gesendet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The device &quot;%1&quot; is unknown; it is one of %2.</source>
        <translation>Das Gerät „%1“ ist unbekannt; es ist eines von %2.</translation>
    </message>
    <message numerus="yes">
        <source>XLA on CPU (--device xla-cpu) runs on one host only, and %1 has %n host(s).</source>
        <translation>
            <numerusform>XLA auf der CPU (--device xla-cpu) läuft nur auf einem Host, und %1 hat %n Host.</numerusform>
            <numerusform>XLA auf der CPU (--device xla-cpu) läuft nur auf einem Host, und %1 hat %n Hosts.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: nothing was started there (no status file): the launch stopped before launch.sh ran; `tpuwb run relaunch` uploads what is missing and starts it</source>
        <translation>%1: dort wurde nichts gestartet (keine Statusdatei): der Start brach ab, bevor launch.sh lief; `tpuwb run relaunch` lädt hoch, was fehlt, und startet den Lauf</translation>
    </message>
</context>
<context>
    <name>twb::RunLifecycle</name>
    <message>
        <source>The launch on %1</source>
        <translation>Der Start auf %1</translation>
    </message>
    <message>
        <source>Stopping %1</source>
        <translation>Stoppe %1</translation>
    </message>
    <message>
        <source>Starting %1 again</source>
        <translation>Starte %1 erneut</translation>
    </message>
    <message>
        <source>Resuming %1 after its preemption</source>
        <translation>Fortsetzen von %1 nach der Unterbrechung (Preemption)</translation>
    </message>
    <message>
        <source>%1: TPU VM %2 is READY again; resumed from the last checkpoint (automatic restart %3 of %4).</source>
        <translation>%1: Die TPU-VM %2 ist wieder READY; ab dem letzten Checkpoint fortgesetzt (automatischer Neustart %3 von %4).</translation>
    </message>
</context>
<context>
    <name>twb::RunListModel</name>
    <message>
        <source>%1
id %2
experiment %3, config %4, seed %5
%6</source>
        <translation>%1
ID %2
Experiment %3, Konfig %4, Seed %5
%6</translation>
    </message>
    <message>
        <source>tags: %1</source>
        <translation>Tags: %1</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>column header: the training run (a noun)</extracomment>
        <translation>Run</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Maschine</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Hosts</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>%1 (%2 UTC)</source>
        <translation>%1 (%2 UTC)</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>column header: the last training step the run logged</extracomment>
        <translation>Step</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <source>machine %1</source>
        <extracomment>a line of a run&apos;s hover: the TPU machine(s) it runs on (&quot;v4-a + v4-b&quot;)</extracomment>
        <translation>Maschine %1</translation>
    </message>
    <message>
        <source>started %1</source>
        <extracomment>a line of a run&apos;s hover: when it started, &quot;%1 (2026-12-02T14:03:20Z UTC)&quot;</extracomment>
        <translation>Gestartet %1</translation>
    </message>
</context>
<context>
    <name>twb::RunMemoryFigures</name>
    <message>
        <source>No mesh estimate for this config: %1</source>
        <translation>Keine Mesh-Schätzung für diese Konfiguration: %1</translation>
    </message>
    <message>
        <source>The run&apos;s memory_compiled event has no per_device.total_bytes (a train.py older than its template? scaffold the project again).</source>
        <translation>Das memory_compiled-Ereignis des Laufs hat kein per_device.total_bytes (ein train.py, das älter als seine Vorlage ist? Erzeugen Sie das Projekt neu).</translation>
    </message>
    <message>
        <source>Plain PyTorch (the CPU smoke mode) compiles nothing, so XLA has no figure: run with --device xla-cpu (or on the TPU) to get XLA&apos;s buffer assignment.</source>
        <translation>Reines PyTorch (der CPU-Smoke-Modus) kompiliert nichts, daher hat XLA keinen Wert: starten Sie mit --device xla-cpu (oder auf der TPU), um XLAs Pufferzuweisung zu erhalten.</translation>
    </message>
    <message>
        <source>No memory_compiled event in the run&apos;s metrics (yet): train.py writes it after its second step, from XLA&apos;s buffer assignment of the training step.</source>
        <translation>(Noch) kein memory_compiled-Ereignis in den Metriken des Laufs: train.py schreibt es nach seinem zweiten Schritt, aus XLAs Pufferzuweisung des Trainingsschritts.</translation>
    </message>
    <message>
        <source>The run&apos;s config names no tpu.accelerator_type, so no TPU&apos;s HBM is known.</source>
        <translation>Die Konfiguration des Laufs nennt kein tpu.accelerator_type, daher ist kein HBM einer TPU bekannt.</translation>
    </message>
    <message>
        <source>The run&apos;s config names tpu.accelerator_type &quot;%1&quot;, which the catalog does not know: no HBM figure.</source>
        <translation>Die Konfiguration des Laufs nennt tpu.accelerator_type &quot;%1&quot;, den der Katalog nicht kennt: kein HBM-Wert.</translation>
    </message>
</context>
<context>
    <name>twb::RunOperationContext</name>
    <message>
        <source>There is no run %1 in %2; `tpuwb run status` lists the runs.</source>
        <translation>Es gibt keinen Run %1 in %2; `tpuwb run status` listet die Runs.</translation>
    </message>
    <message>
        <source>%1 has no machine (it was imported): there is nothing to start or stop.</source>
        <translation>%1 hat keine Maschine (es wurde importiert): es gibt nichts zu starten oder zu stoppen.</translation>
    </message>
    <message>
        <source>%1 was cancelled.</source>
        <translation>%1 wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>twb::RunPickerDialog</name>
    <message>
        <source>Compare runs</source>
        <translation>Runs vergleichen</translation>
    </message>
    <message>
        <source>%1  [%2]</source>
        <translation>%1  [%2]</translation>
    </message>
    <message>
        <source>Select shown</source>
        <translation>Angezeigte wählen</translation>
    </message>
</context>
<context>
    <name>twb::RunPreflight</name>
    <message>
        <source>%1: could not be checked: %2</source>
        <translation>%1: konnte nicht geprüft werden: %2</translation>
    </message>
    <message>
        <source>%1: the interpreter was not found; set the machine&apos;s `python` to one that exists there.</source>
        <translation>%1: der Interpreter wurde nicht gefunden; `python` der Maschine auf einen vorhandenen setzen.</translation>
    </message>
    <message>
        <source>%1: only %2 free under the remote root; free some space or choose another root.</source>
        <translation>%1: nur %2 frei unter der entfernten Wurzel; Platz schaffen oder eine andere Wurzel wählen.</translation>
    </message>
    <message>
        <source>%1: process %2 (%3) holds a TPU device; stop it, or run the preflight with cleaning.</source>
        <translation>%1: Prozess %2 (%3) hält ein TPU-Device; ihn stoppen oder die Vorabprüfung mit Bereinigung ausführen.</translation>
    </message>
    <message>
        <source>unknown command</source>
        <translation>unbekannter Befehl</translation>
    </message>
    <message>
        <source>%1: has no TPU device (/dev/accel*, /dev/vfio/*): it is not a TPU VM. Choose a TPU machine, or launch with --device cpu for the project&apos;s CPU smoke mode.</source>
        <translation>%1: hat kein TPU-Device (/dev/accel*, /dev/vfio/*): es ist keine TPU-VM. Eine TPU-Maschine wählen oder mit --device cpu für den CPU-Smoke-Modus des Projekts starten.</translation>
    </message>
    <message>
        <source>%1: `import torch_xla` fails with this interpreter (%2); install torch_xla[tpu] there (the project&apos;s requirements.txt), or set the machine&apos;s `python` to the one that has it.</source>
        <translation>%1: `import torch_xla` schlägt mit diesem Interpreter fehl (%2); dort torch_xla[tpu] installieren (requirements.txt des Projekts) oder `python` der Maschine auf einen setzen, der es hat.</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>keine Ausgabe</translation>
    </message>
    <message>
        <source>%1: a stale libtpu lockfile is left over from an earlier run; remove it, or run the preflight with cleaning.</source>
        <translation>%1: eine veraltete libtpu-Sperrdatei ist von einem früheren Run übrig; sie entfernen oder die Vorabprüfung mit Bereinigung ausführen.</translation>
    </message>
    <message>
        <source>%1: no stack sampler reads this Python (%2); `tpuwb run stacks` uses train.py&apos;s own dump on SIGUSR2 instead. For sampled stacks install py-spy there (`pip install py-spy`), or an austin that knows this Python (`sudo apt-get install austin` where the distribution&apos;s is new enough).</source>
        <translation>%1: kein Stack-Sampler liest dieses Python (%2); `tpuwb run stacks` nutzt stattdessen den eigenen Dump von train.py bei SIGUSR2. Für gesampelte Stacks dort py-spy installieren (`pip install py-spy`) oder ein austin, das dieses Python kennt (`sudo apt-get install austin`, wo das der Distribution neu genug ist).</translation>
    </message>
    <message>
        <source>neither py-spy nor austin is installed</source>
        <translation>weder py-spy noch austin ist installiert</translation>
    </message>
    <message>
        <source>the check script did not finish</source>
        <translation>das Prüfskript wurde nicht fertig</translation>
    </message>
    <message>
        <source>the check timed out after 60 s</source>
        <translation>die Prüfung lief nach 60 s in ein Timeout</translation>
    </message>
    <message>
        <source>%1: `import torch_xla` (PJRT_DEVICE=CPU) fails with this interpreter (%2), and XLA on CPU needs it. Set the machine&apos;s `python` to one that has torch_xla (the workbench&apos;s Python environment, scripts/install-python-env.sh), or launch with --device cpu; `tpuwb doctor` shows what each machine&apos;s interpreter has.</source>
        <translation>%1: `import torch_xla` (PJRT_DEVICE=CPU) schlägt mit diesem Interpreter fehl (%2), und XLA auf der CPU braucht es. Setzen Sie das `python` der Maschine auf eines mit torch_xla (die Python-Umgebung der Workbench, scripts/install-python-env.sh), oder starten Sie mit --device cpu; `tpuwb doctor` zeigt, was der Interpreter jeder Maschine hat.</translation>
    </message>
</context>
<context>
    <name>twb::RunRecord</name>
    <message>
        <source>%1: a run record must be a JSON object.</source>
        <translation>%1: ein Run-Eintrag muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <source>%1: `schema` is &quot;%2&quot;, not tpuwb.run/1; this is no run record.</source>
        <translation>%1: `schema` ist &quot;%2&quot;, nicht tpuwb.run/1; das ist kein Run-Eintrag.</translation>
    </message>
    <message>
        <source>%1: written by a newer TPU Workbench (schema %2); update to open it.</source>
        <translation>%1: von einer neueren TPU Workbench geschrieben (Schema %2); zum Öffnen aktualisieren.</translation>
    </message>
    <message>
        <source>%1: `run_id` is missing.</source>
        <translation>%1: `run_id` fehlt.</translation>
    </message>
    <message>
        <source>%1: `state` &quot;%2&quot; is not one of pending, uploading, running, stalled, finished, failed, stopped, preempted.</source>
        <translation>%1: `state` &quot;%2&quot; ist keiner von pending, uploading, running, stalled, finished, failed, stopped, preempted.</translation>
    </message>
    <message>
        <source>%1: every entry of `slices` needs a `machine` (a registry name) and its `hosts`.</source>
        <translation>%1: Jeder Eintrag von `slices` braucht eine `machine` (einen Registry-Namen) und ihre `hosts`.</translation>
    </message>
</context>
<context>
    <name>twb::RunRecordLock</name>
    <message>
        <source>Timed out after %1 s waiting for another change of %2 in this process to finish; try again.</source>
        <translation>Zeitüberschreitung nach %1 s beim Warten auf eine andere Änderung von %2 in diesem Prozess; versuchen Sie es erneut.</translation>
    </message>
</context>
<context>
    <name>twb::RunRecordStore</name>
    <message>
        <source>There is no run record %1 to change; `tpuwb run status` lists the runs.</source>
        <translation>Es gibt keinen Laufdatensatz %1 zum Ändern; `tpuwb run status` listet die Läufe.</translation>
    </message>
    <message>
        <source>%1; it is replaced by the record of the operation that just ran.</source>
        <translation>%1; er wird durch den Datensatz der gerade gelaufenen Operation ersetzt.</translation>
    </message>
</context>
<context>
    <name>twb::RunService</name>
    <message>
        <source>Run operations were still running on closing; they are cancelled and left to end.</source>
        <translation>Run-Operationen liefen beim Schließen noch; sie werden abgebrochen und zu Ende laufen gelassen.</translation>
    </message>
</context>
<context>
    <name>twb::RunState</name>
    <message>
        <source>Pending</source>
        <translation>Wartend</translation>
    </message>
    <message>
        <source>Uploading</source>
        <translation>Lädt hoch</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Stalled</source>
        <translation>Hängt</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <source>Preempted</source>
        <extracomment>A run whose TPU VM was preempted (reclaimed by Google Cloud); it can be resumed.</extracomment>
        <translation>Unterbrochen (Preemption)</translation>
    </message>
</context>
<context>
    <name>twb::RunStyler</name>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
</context>
<context>
    <name>twb::RunVerification</name>
    <message>
        <source>pass</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>nicht zutreffend</translation>
    </message>
</context>
<context>
    <name>twb::RunVerifier</name>
    <message>
        <source>Loss decreasing over the first %1 steps</source>
        <translation>Loss sinkt über die ersten %1 Steps</translation>
    </message>
    <message>
        <source>No loss was logged.</source>
        <translation>Kein Loss protokolliert.</translation>
    </message>
    <message>
        <source>The loss is %1 at step %2: training diverged.</source>
        <translation>Der Loss ist %1 bei Step %2: das Training ist divergiert.</translation>
    </message>
    <message>
        <source>Only one loss was logged (step %1); log more often to judge the trend.</source>
        <translation>Nur ein Loss protokolliert (Step %1); öfter protokollieren, um den Trend zu beurteilen.</translation>
    </message>
    <message numerus="yes">
        <source>Loss %1 at the start, %2 at the end (means of the first and last %n logged step(s), steps %3 to %4).</source>
        <translation>
            <numerusform>Loss %1 am Anfang, %2 am Ende (Mittel des ersten und letzten %n protokollierten Steps, Steps %3 bis %4).</numerusform>
            <numerusform>Loss %1 am Anfang, %2 am Ende (Mittel der ersten und letzten %n protokollierten Steps, Steps %3 bis %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>No recompilation after warm-up</source>
        <translation>Keine Neukompilierung nach dem Warm-up</translation>
    </message>
    <message>
        <source>CPU smoke mode: plain PyTorch compiles nothing.</source>
        <translation>CPU-Smoke-Modus: reines PyTorch kompiliert nichts.</translation>
    </message>
    <message>
        <source>No step was logged.</source>
        <translation>Kein Step protokolliert.</translation>
    </message>
    <message>
        <source>step %1 (%2 to %3)</source>
        <translation>Step %1 (%2 bis %3)</translation>
    </message>
    <message>
        <source>The compile count rose after warm-up at %1: a shape or a Python value changes between steps (the Monitor&apos;s compile pane marks each rise).</source>
        <translation>Die Kompilierungszahl stieg nach dem Warm-up bei %1: eine Form oder ein Python-Wert ändert sich zwischen Steps (die Compile-Ansicht des Monitors markiert jeden Anstieg).</translation>
    </message>
    <message numerus="yes">
        <source>%n rise(s) of the compile count, all in warm-up (the first %1 steps, the first eval and checkpoint).</source>
        <translation>
            <numerusform>%n Anstieg der Kompilierungszahl, alle im Warm-up (die ersten %1 Steps, die erste Eval und der Checkpoint).</numerusform>
            <numerusform>%n Anstiege der Kompilierungszahl, alle im Warm-up (die ersten %1 Steps, die erste Eval und der Checkpoint).</numerusform>
        </translation>
    </message>
    <message>
        <source>HBM within the chip&apos;s capacity</source>
        <translation>HBM innerhalb der Chip-Kapazität</translation>
    </message>
    <message>
        <source>CPU smoke mode: no HBM (see the measured memory).</source>
        <translation>CPU-Smoke-Modus: kein HBM (siehe gemessenen Speicher).</translation>
    </message>
    <message>
        <source>The run reported no HBM use (hbm_used_bytes).</source>
        <translation>Der Run meldete keine HBM-Nutzung (hbm_used_bytes).</translation>
    </message>
    <message>
        <source>The config names no known tpu.accelerator_type.</source>
        <translation>Die Konfig nennt keinen bekannten tpu.accelerator_type.</translation>
    </message>
    <message>
        <source>At most %1 used (host %2, step %3) of %4 per device on a %5 (%6 figure).</source>
        <translation>Höchstens %1 genutzt (Host %2, Step %3) von %4 pro Device auf einem %5 (%6 Wert).</translation>
    </message>
    <message>
        <source>usable</source>
        <translation>nutzbar</translation>
    </message>
    <message>
        <source>nominal</source>
        <translation>nominell</translation>
    </message>
    <message>
        <source>Measured memory matches the estimate</source>
        <translation>Gemessener Speicher passt zur Schätzung</translation>
    </message>
    <message>
        <source>The run wrote no memory_measured event (the CPU smoke mode measures it).</source>
        <translation>Der Run schrieb kein memory_measured-Ereignis (der CPU-Smoke-Modus misst es).</translation>
    </message>
    <message>
        <source>No estimate for this config: %1</source>
        <translation>Keine Schätzung für diese Konfig: %1</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>optimizer state</source>
        <translation>Optimizer-Zustand</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>%1: not measured</source>
        <translation>%1: nicht gemessen</translation>
    </message>
    <message>
        <source>%1 %2 measured, %3 estimated (%4 %, limit %5 %)</source>
        <translation>%1 %2 gemessen, %3 geschätzt (%4 %, Grenze %5 %)</translation>
    </message>
    <message>
        <source>Checkpoint saved and restored</source>
        <translation>Checkpoint gespeichert und wiederhergestellt</translation>
    </message>
    <message numerus="yes">
        <source>Saved at step %1, restored and compared: %n tensor(s) equal.</source>
        <translation>
            <numerusform>Bei Step %1 gespeichert, wiederhergestellt und verglichen: %n Tensor gleich.</numerusform>
            <numerusform>Bei Step %1 gespeichert, wiederhergestellt und verglichen: %n Tensoren gleich.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved at step %1, restored, and it differs: %2</source>
        <translation>Bei Step %1 gespeichert, wiederhergestellt, und es weicht ab: %2</translation>
    </message>
    <message>
        <source>no detail</source>
        <translation>keine Details</translation>
    </message>
    <message>
        <source>A later attempt resumed from a checkpoint this run saved.</source>
        <translation>Ein späterer Versuch setzte von einem Checkpoint dieses Runs fort.</translation>
    </message>
    <message>
        <source>Saved at step %1 but never restored in this run; the smoke test checks the round trip.</source>
        <translation>Bei Step %1 gespeichert, aber in diesem Run nie wiederhergestellt; der Smoke-Test prüft den Rundweg.</translation>
    </message>
    <message>
        <source>No checkpoint was saved.</source>
        <translation>Kein Checkpoint gespeichert.</translation>
    </message>
    <message>
        <source>No legacy torch_xla call</source>
        <translation>Kein veralteter torch_xla-Aufruf</translation>
    </message>
    <message>
        <source>The project&apos;s sources are not at hand.</source>
        <translation>Die Quellen des Projekts liegen nicht vor.</translation>
    </message>
    <message>
        <source>The project has no Python file.</source>
        <translation>Das Projekt hat keine Python-Datei.</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) of `tpuwb lint`: %1</source>
        <translation>
            <numerusform>%n Befund von `tpuwb lint`: %1</numerusform>
            <numerusform>%n Befunde von `tpuwb lint`: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>`tpuwb lint` finds nothing in %n Python file(s).</source>
        <translation>
            <numerusform>`tpuwb lint` findet nichts in %n Python-Datei.</numerusform>
            <numerusform>`tpuwb lint` findet nichts in %n Python-Dateien.</numerusform>
        </translation>
    </message>
    <message>
        <source>Mesh size equals the device count</source>
        <translation>Mesh-Größe gleich der Device-Anzahl</translation>
    </message>
    <message>
        <source>The run&apos;s mesh %1 has %2 devices; the runtime reported %3.</source>
        <translation>Das Mesh %1 des Runs hat %2 Devices; die Laufzeit meldete %3.</translation>
    </message>
    <message>
        <source>The config has no tpu.mesh with a known accelerator type.</source>
        <translation>Die Konfig hat kein tpu.mesh mit bekanntem Beschleunigertyp.</translation>
    </message>
    <message>
        <source>The experiment&apos;s mesh %1 has %2 devices; %3 x %4 has %5 (checked on the design: this run did not report a mesh).</source>
        <translation>Das Mesh %1 des Experiments hat %2 Devices; %3 x %4 hat %5 (am Entwurf geprüft: dieser Run meldete kein Mesh).</translation>
    </message>
    <message>
        <source>%1: the project&apos;s files could not be listed: %2</source>
        <translation>%1: die Dateien des Projekts konnten nicht aufgelistet werden: %2</translation>
    </message>
    <message>
        <source>config.json: tpu.accelerator_type is missing or unknown.</source>
        <translation>config.json: tpu.accelerator_type fehlt oder ist unbekannt.</translation>
    </message>
    <message>
        <source>torch_xla&apos;s CPU runtime (--device xla-cpu): no HBM (see the compiler&apos;s memory figure).</source>
        <translation>CPU-Laufzeit von torch_xla (--device xla-cpu): kein HBM (siehe den Speicherwert des Compilers).</translation>
    </message>
    <message>
        <source>%1: planned %2, not read back</source>
        <translation>%1: geplant %2, nicht zurückgelesen</translation>
    </message>
    <message>
        <source>%1: planned for shape %2, applied to shape %3</source>
        <translation>%1: geplant für Shape %2, angewandt auf Shape %3</translation>
    </message>
    <message>
        <source>%1: planned %2, applied %3 (no spec over the designed mesh and device order)</source>
        <translation>%1: geplant %2, angewandt %3 (keine Spec über das entworfene Mesh und die Device-Reihenfolge)</translation>
    </message>
    <message>
        <source>%1: planned %2, applied %3 (not a spec)</source>
        <translation>%1: geplant %2, angewandt %3 (keine Spec)</translation>
    </message>
    <message>
        <source>%1: planned %2, applied %3</source>
        <translation>%1: geplant %2, angewandt %3</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <source>%1 has no tpu block to estimate for.</source>
        <translation>%1 hat keinen tpu-Block, für den geschätzt werden könnte.</translation>
    </message>
    <message>
        <source>%1: the mesh could not be checked.</source>
        <translation>%1: das Mesh konnte nicht geprüft werden.</translation>
    </message>
    <message>
        <source>Applied sharding matches the plan</source>
        <translation>Angewandtes Sharding entspricht dem Plan</translation>
    </message>
    <message>
        <source>The run wrote no sharding_applied event: plain PyTorch (the CPU smoke mode) applies no sharding. Run with --device xla-cpu (or on the TPU) to read back what torch_xla applied.</source>
        <translation>Der Run schrieb kein sharding_applied-Ereignis: reines PyTorch (der CPU-Smoke-Modus) wendet kein Sharding an. Mit --device xla-cpu (oder auf der TPU) starten, um zurückzulesen, was torch_xla angewandt hat.</translation>
    </message>
    <message>
        <source>No sharding plan for this config: %1</source>
        <translation>Kein Sharding-Plan für diese Konfig: %1</translation>
    </message>
    <message>
        <source>The event has no device_ids; the design&apos;s order (tpu.mesh.device_ids) is %1.</source>
        <translation>Das Ereignis hat keine device_ids; die Reihenfolge des Entwurfs (tpu.mesh.device_ids) ist %1.</translation>
    </message>
    <message>
        <source>torch_xla&apos;s device order is %1; the design&apos;s (tpu.mesh.device_ids) is %2.</source>
        <translation>Die Device-Reihenfolge von torch_xla ist %1; die des Entwurfs (tpu.mesh.device_ids) ist %2.</translation>
    </message>
    <message>
        <source>torch_xla&apos;s mesh is %1; the design&apos;s is %2.</source>
        <translation>Das Mesh von torch_xla ist %1; das des Entwurfs ist %2.</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiterer</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 parameter(s) differ from the plan: %2.</source>
        <translation>
            <numerusform>%n von %1 Parametern weicht vom Plan ab: %2.</numerusform>
            <numerusform>%n von %1 Parametern weichen vom Plan ab: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n parameter(s) sharded as planned (%1 by tpu.mesh.partition_specs), as read back from torch_xla&apos;s tensors; device order %2 as designed.</source>
        <translation>
            <numerusform>%n Parameter wie geplant gesharded (%1 durch tpu.mesh.partition_specs), aus den Tensoren von torch_xla zurückgelesen; Device-Reihenfolge %2 wie entworfen.</numerusform>
            <numerusform>%n Parameter wie geplant gesharded (%1 durch tpu.mesh.partition_specs), aus den Tensoren von torch_xla zurückgelesen; Device-Reihenfolge %2 wie entworfen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory estimate matches the compiler</source>
        <translation>Speicherschätzung entspricht dem Compiler</translation>
    </message>
    <message>
        <source>The run wrote no memory_compiled event: plain PyTorch (the CPU smoke mode) compiles nothing. Run with --device xla-cpu (or on the TPU) to get XLA&apos;s buffer assignment.</source>
        <translation>Der Run schrieb kein memory_compiled-Ereignis: reines PyTorch (der CPU-Smoke-Modus) kompiliert nichts. Mit --device xla-cpu (oder auf der TPU) starten, um die Buffer-Zuweisung von XLA zu erhalten.</translation>
    </message>
    <message>
        <source>The memory_compiled event has no per_device.total_bytes; estimate %1 per device.</source>
        <translation>Das memory_compiled-Ereignis hat kein per_device.total_bytes; Schätzung %1 pro Device.</translation>
    </message>
    <message>
        <source>Estimate %1 per device (%2).</source>
        <translation>Schätzung %1 pro Device (%2).</translation>
    </message>
    <message numerus="yes">
        <source>XLA&apos;s buffer assignment of %1 over %n device(s): arguments %2, temporaries %3, outputs %4 (%5 of them reusing argument buffers), total %6.</source>
        <translation>
            <numerusform>Buffer-Zuweisung von XLA für %1 über %n Device: Argumente %2, temporäre Buffer %3, Ausgaben %4 (davon %5 in Argument-Buffern), gesamt %6.</numerusform>
            <numerusform>Buffer-Zuweisung von XLA für %1 über %n Devices: Argumente %2, temporäre Buffer %3, Ausgaben %4 (davon %5 in Argument-Buffern), gesamt %6.</numerusform>
        </translation>
    </message>
    <message>
        <source>HBM per device of a %1: %2 (%3 figure).</source>
        <translation>HBM pro Device eines %1: %2 (%3 Wert).</translation>
    </message>
    <message>
        <source>Totals %1 % apart, limit %2 % of the compiler&apos;s figure.</source>
        <translation>Summen %1 % auseinander, Grenze %2 % des Compiler-Werts.</translation>
    </message>
    <message>
        <source>State updated in place: estimate %1 (parameters, optimizer state, master copy), XLA %2, %3 % apart, limit %4 %.</source>
        <translation>Vor Ort aktualisierter Zustand: Schätzung %1 (Parameter, Optimizer-Zustand, Master-Kopie), XLA %2, %3 % auseinander, Grenze %4 %.</translation>
    </message>
    <message>
        <source>XLA aliased no argument to an output (parameter aliasing off?): the state is not compared.</source>
        <translation>XLA hat kein Argument einer Ausgabe zugeordnet (Parameter-Aliasing aus?): der Zustand wird nicht verglichen.</translation>
    </message>
    <message>
        <source>The run ran in eager debug mode (--eager-debug): every op compiles on its own, so there is no whole-step program to compare with. Run without it to get XLA&apos;s buffer assignment.</source>
        <translation>Der Run lief im Eager-Debug-Modus (--eager-debug): jede Op wird einzeln kompiliert, daher gibt es kein Programm des ganzen Steps zum Vergleich. Ohne diese Option starten, um XLAs Pufferzuweisung zu erhalten.</translation>
    </message>
</context>
<context>
    <name>twb::RunView</name>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Approve baseline</source>
        <translation>Baseline freigeben</translation>
    </message>
    <message>
        <source>Read source.py and baseline_rationale.md (Code tab) first: the run is scored against this baseline.</source>
        <translation>Erst source.py und baseline_rationale.md lesen (Tab Code): der Run wird gegen diese Baseline bewertet.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>Iterationen</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Autotune</source>
        <translation>Autotuning</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Ideas ledger</source>
        <translation>Ideen-Register</translation>
    </message>
    <message>
        <source>Debug history</source>
        <translation>Debug-Verlauf</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>External evaluation</source>
        <translation>Externe Auswertung</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>Zeit (ms)</translation>
    </message>
    <message>
        <source>Rejected because</source>
        <translation>Abgelehnt, weil</translation>
    </message>
    <message>
        <source>Iteration</source>
        <translation>Iteration</translation>
    </message>
    <message>
        <source>Idea</source>
        <translation>Idee</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Adopted in</source>
        <translation>Übernommen in</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Behauptung</translation>
    </message>
    <message>
        <source>On a TPU</source>
        <translation>Auf einer TPU</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>diese Maschine</translation>
    </message>
    <message>
        <source>REPLAY</source>
        <translation>REPLAY</translation>
    </message>
    <message>
        <source>The journal does not say which worker ran this run.</source>
        <translation>Das Journal sagt nicht, welcher Worker diesen Run ausführte.</translation>
    </message>
    <message>
        <source>iteration %1 of %2</source>
        <translation>Iteration %1 von %2</translation>
    </message>
    <message>
        <source>baseline %1, assurance: %2</source>
        <translation>Baseline %1, Zusicherung: %2</translation>
    </message>
    <message>
        <source>best: iteration %1, %2 ms, %3× vs base.py%4</source>
        <translation>bester: Iteration %1, %2 ms, %3× ggü. base.py%4</translation>
    </message>
    <message>
        <source> (replayed)</source>
        <translation> (wiedergegeben)</translation>
    </message>
    <message>
        <source>best: none yet</source>
        <translation>bester: noch keiner</translation>
    </message>
    <message>
        <source>Times and speedups from the harness&apos;s STDOUT, against base.py.</source>
        <translation>Zeiten und Speedups aus dem STDOUT des Harness, gegen base.py.</translation>
    </message>
    <message>
        <source>iteration %1 (%2×)</source>
        <translation>Iteration %1 (%2×)</translation>
    </message>
    <message>
        <source>Speedup above %1× in %2: review correctness before trusting it; unusually good results are often measurement or correctness errors.</source>
        <translation>Speedup über %1× in %2: die Korrektheit prüfen, bevor man ihm traut; ungewöhnlich gute Ergebnisse sind oft Mess- oder Korrektheitsfehler.</translation>
    </message>
    <message>
        <source>iteration %1</source>
        <translation>Iteration %1</translation>
    </message>
    <message>
        <source>Reference trust: %1</source>
        <translation>Vertrauen in die Referenz: %1</translation>
    </message>
    <message>
        <source>No ideas ledger (the run has no references).</source>
        <translation>Kein Ideen-Register (der Run hat keine Referenzen).</translation>
    </message>
    <message>
        <source>*No failures recorded.*</source>
        <translation>*Keine Fehlschläge erfasst.*</translation>
    </message>
    <message>
        <source>**%1**, from MaxKernel&apos;s `compare_kernel.py`: the published kernel timed against your PyTorch module through torch_xla. Its speedup is against your source; the Iterations tab&apos;s is against base.py. Shown as written (its schema is not public).</source>
        <translation>**%1**, aus `compare_kernel.py` von MaxKernel: der veröffentlichte Kernel gegen Ihr PyTorch-Modul über torch_xla gemessen. Sein Speedup ist gegen Ihre Quelle; der im Tab Iterationen gegen base.py. Wie geschrieben angezeigt (sein Schema ist nicht öffentlich).</translation>
    </message>
    <message>
        <source>No %1 in this run.</source>
        <translation>Kein %1 in diesem Run.</translation>
    </message>
    <message>
        <source>To time the published kernel against your PyTorch module, run on the TPU VM in MaxKernel&apos;s environment (`$MK` is its root):</source>
        <translation>Um den veröffentlichten Kernel gegen Ihr PyTorch-Modul zu messen, auf der TPU-VM in der Umgebung von MaxKernel ausführen (`$MK` ist deren Wurzel):</translation>
    </message>
    <message>
        <source>Not offered: %1.</source>
        <translation>Nicht angeboten: %1.</translation>
    </message>
    <message>
        <source>No autotune results.</source>
        <translation>Keine Autotuning-Ergebnisse.</translation>
    </message>
    <message>
        <source> (output correct)</source>
        <translation> (Ausgabe korrekt)</translation>
    </message>
    <message>
        <source>Applied: %1, %2 ms (%3 trials).</source>
        <translation>Angewandt: %1, %2 ms (%3 Versuche).</translation>
    </message>
    <message>
        <source>No trial was correct; nothing applied (%1 trials).</source>
        <translation>Kein Versuch war korrekt; nichts angewandt (%1 Versuche).</translation>
    </message>
    <message>
        <source> The recorded optimized time (%1 ms) was measured before this configuration was applied.</source>
        <translation> Die erfasste optimierte Zeit (%1 ms) wurde gemessen, bevor diese Konfiguration angewandt wurde.</translation>
    </message>
    <message>
        <source>No DECISION line</source>
        <translation>Keine DECISION-Zeile</translation>
    </message>
    <message>
        <source>DECISION: NEEDS_IMPROVEMENT = True</source>
        <translation>DECISION: NEEDS_IMPROVEMENT = True</translation>
    </message>
    <message>
        <source>DECISION: NEEDS_IMPROVEMENT = False</source>
        <translation>DECISION: NEEDS_IMPROVEMENT = False</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Orchestrator starting…</source>
        <translation>Orchestrator startet…</translation>
    </message>
    <message>
        <source>Recording the approval…</source>
        <translation>Freigabe wird erfasst…</translation>
    </message>
    <message>
        <source>the workbench window</source>
        <translation>das Workbench-Fenster</translation>
    </message>
    <message>
        <source>Stop requested.</source>
        <translation>Stopp angefordert.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird gestoppt…</translation>
    </message>
    <message>
        <source>Use in experiment…</source>
        <translation>Im Experiment verwenden…</translation>
    </message>
    <message>
        <source>Switch the published kernel (optimized.py) into an experiment in place of its module, with a start-up check against the plain module and, if you like, the A/B ablation (tpuwb kernel use).</source>
        <translation>Den veröffentlichten Kernel (optimized.py) in einem Experiment an die Stelle seines Moduls setzen, mit einer Prüfung beim Start gegen das einfache Modul und, wenn gewünscht, der A/B-Ablation (tpuwb kernel use).</translation>
    </message>
</context>
<context>
    <name>twb::ScaffoldPlan</name>
    <message>
        <source>%1 exists and is not a file; move it away to scaffold here.</source>
        <translation>%1 existiert und ist keine Datei; verschieben, um hier zu erzeugen.</translation>
    </message>
    <message>
        <source>Cannot read %1 to compare it: %2.</source>
        <translation>Kann %1 zum Vergleich nicht lesen: %2.</translation>
    </message>
    <message>
        <source>new      %1
</source>
        <translation>neu      %1
</translation>
    </message>
    <message>
        <source>same     %1
</source>
        <translation>gleich   %1
</translation>
    </message>
    <message>
        <source>changed  %1 (+%2 -%3)
</source>
        <translation>geändert %1 (+%2 -%3)
</translation>
    </message>
    <message>
        <source>%1 already holds %2 with other content; nothing was written. Review the diff and allow overwriting (--force), or choose another folder.</source>
        <translation>%1 enthält bereits %2 mit anderem Inhalt; nichts wurde geschrieben. Den Diff prüfen und Überschreiben erlauben (--force) oder einen anderen Ordner wählen.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Kann den Ordner %1 nicht anlegen.</translation>
    </message>
</context>
<context>
    <name>twb::ScaffoldPreviewPage</name>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>The generated project. Nothing is written until you press Finish.</source>
        <translation>Das erzeugte Projekt. Nichts wird geschrieben, bis Sie Fertigstellen drücken.</translation>
    </message>
    <message>
        <source>Rendering ...</source>
        <translation>Rendere ...</translation>
    </message>
    <message>
        <source>Rendering the templates ...</source>
        <translation>Rendere die Vorlagen ...</translation>
    </message>
    <message>
        <source>The project cannot be generated: %1</source>
        <translation>Das Projekt kann nicht erzeugt werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>Overwrite %n changed file(s) in the folder: %1</source>
        <translation>
            <numerusform>%n geänderte Datei im Ordner überschreiben: %1</numerusform>
            <numerusform>%n geänderte Dateien im Ordner überschreiben: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) into %1 (config hash %2).</source>
        <translation>
            <numerusform>%n Datei nach %1 (Konfig-Hash %2).</numerusform>
            <numerusform>%n Dateien nach %1 (Konfig-Hash %2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::SeedSpread</name>
    <message>
        <source>ablation %1: cells with 2 or more finished seeds: %2, at most %3 seeds each</source>
        <translation>Ablation %1: Zellen mit 2 oder mehr fertigen Seeds: %2, höchstens %3 Seeds je Zelle</translation>
    </message>
</context>
<context>
    <name>twb::SeriesPlot</name>
    <message>
        <source>step %1</source>
        <translation>Step %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message numerus="yes">
        <source>… %n more</source>
        <translation>
            <numerusform>… %n weitere</numerusform>
            <numerusform>… %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 (step %3)</source>
        <translation>%1: %2 (Step %3)</translation>
    </message>
    <message>
        <source>%1: mean %2 over %3</source>
        <translation>%1: Mittel %2 über %3</translation>
    </message>
    <message>
        <source>NaN / inf</source>
        <translation>NaN / inf</translation>
    </message>
    <message numerus="yes">
        <source>Log scale: %n series with no value above 0 not drawn</source>
        <translation>
            <numerusform>Log-Skala: %n Reihe ohne Wert über 0 nicht gezeichnet</numerusform>
            <numerusform>Log-Skala: %n Reihen ohne Wert über 0 nicht gezeichnet</numerusform>
        </translation>
    </message>
    <message>
        <source>Log scale: values ≤ 0 left out</source>
        <translation>Log-Skala: Werte ≤ 0 ausgelassen</translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>%1 über %2</translation>
    </message>
    <message>
        <source>%1 plot</source>
        <translation>%1-Diagramm</translation>
    </message>
</context>
<context>
    <name>twb::SetBaseCommand</name>
    <message>
        <source>Use base experiment %1</source>
        <translation>Basis-Experiment %1 verwenden</translation>
    </message>
</context>
<context>
    <name>twb::SetBaselineValueCommand</name>
    <message>
        <source>Set baseline of %1</source>
        <translation>Baseline von %1 setzen</translation>
    </message>
</context>
<context>
    <name>twb::SetInvariantsCommand</name>
    <message>
        <source>Set invariants</source>
        <translation>Invarianten setzen</translation>
    </message>
</context>
<context>
    <name>twb::SetMetricCommand</name>
    <message>
        <source>Set metric to %1</source>
        <translation>Metrik auf %1 setzen</translation>
    </message>
</context>
<context>
    <name>twb::SetModeCommand</name>
    <message>
        <source>Set mode to %1</source>
        <translation>Modus auf %1 setzen</translation>
    </message>
</context>
<context>
    <name>twb::SetSeedsCommand</name>
    <message>
        <source>Set seeds</source>
        <translation>Seeds setzen</translation>
    </message>
</context>
<context>
    <name>twb::SetTensorSpecCommand</name>
    <message>
        <source>Shard %1 dimension %2</source>
        <translation>%1 in Dimension %2 sharden</translation>
    </message>
</context>
<context>
    <name>twb::SetVariablePathCommand</name>
    <message>
        <source>Vary %1</source>
        <translation>%1 variieren</translation>
    </message>
</context>
<context>
    <name>twb::SetVariableValuesCommand</name>
    <message>
        <source>Set values of %1</source>
        <translation>Werte von %1 setzen</translation>
    </message>
</context>
<context>
    <name>twb::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Workspace:</source>
        <translation>Arbeitsbereich:</translation>
    </message>
    <message>
        <source>known_hosts file:</source>
        <translation>known_hosts-Datei:</translation>
    </message>
    <message>
        <source>from ~/.ssh/config, else your login name</source>
        <translation>aus ~/.ssh/config, sonst Ihr Login-Name</translation>
    </message>
    <message>
        <source>Default SSH user:</source>
        <translation>Standard-SSH-Benutzer:</translation>
    </message>
    <message>
        <source>Default SSH key:</source>
        <translation>Standard-SSH-Schlüssel:</translation>
    </message>
    <message>
        <source>ssh-agent, then ~/.ssh/id_*</source>
        <translation>ssh-agent, dann ~/.ssh/id_*</translation>
    </message>
    <message>
        <source>Take the stacks of every host once when a run turns stalled</source>
        <translation>Die Stacks jedes Hosts einmal erfassen, wenn ein Run hängt</translation>
    </message>
    <message>
        <source>Monitor:</source>
        <translation>Monitor:</translation>
    </message>
    <message>
        <source>e.g. curl -s -d &quot;$TWB_RUN_ID: $TWB_EVENT&quot; https://example.org/hook</source>
        <translation>z. B. curl -s -d &quot;$TWB_RUN_ID: $TWB_EVENT&quot; https://example.org/hook</translation>
    </message>
    <message>
        <source>Run through /bin/sh on each alert, with TWB_EVENT (stalled, crashed, nan, straggler, finished), TWB_RUN_ID, TWB_HOST, TWB_MACHINE and TWB_DETAIL in its environment</source>
        <translation>Bei jedem Alarm über /bin/sh ausgeführt, mit TWB_EVENT (stalled, crashed, nan, straggler, finished), TWB_RUN_ID, TWB_HOST, TWB_MACHINE und TWB_DETAIL in der Umgebung</translation>
    </message>
    <message>
        <source>Alert command:</source>
        <translation>Alarm-Befehl:</translation>
    </message>
    <message>
        <source>Show alerts as desktop notifications</source>
        <translation>Alarme als Desktop-Benachrichtigungen zeigen</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Straggler alert after:</source>
        <translation>Nachzügler-Alarm nach:</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <source>Choose a folder</source>
        <translation>Ordner wählen</translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation>Datei wählen</translation>
    </message>
</context>
<context>
    <name>twb::SftpClient</name>
    <message>
        <source>no such file or folder</source>
        <translation>keine solche Datei oder kein solcher Ordner</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <source>it already exists</source>
        <translation>es existiert bereits</translation>
    </message>
    <message>
        <source>the file system is read-only</source>
        <translation>das Dateisystem ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the connection was lost</source>
        <translation>die Verbindung ging verloren</translation>
    </message>
    <message>
        <source>SFTP error %1</source>
        <translation>SFTP-Fehler %1</translation>
    </message>
    <message>
        <source>Cannot %1 %2 on %3: %4.</source>
        <translation>%1 %2 auf %3 nicht möglich: %4.</translation>
    </message>
    <message>
        <source>Cannot start SFTP on %1: %2. Check that the host&apos;s sshd has the sftp subsystem enabled.</source>
        <translation>Kann SFTP auf %1 nicht starten: %2. Prüfen, ob der sshd des Hosts das sftp-Subsystem aktiviert hat.</translation>
    </message>
    <message>
        <source>resolve the home folder</source>
        <translation>den Home-Ordner auflösen</translation>
    </message>
    <message>
        <source>Cannot create files under %1 on %2: it is not a folder.</source>
        <translation>Kann unter %1 auf %2 keine Dateien anlegen: es ist kein Ordner.</translation>
    </message>
    <message>
        <source>create the folder</source>
        <translation>den Ordner anlegen</translation>
    </message>
    <message>
        <source>create</source>
        <translation>anlegen</translation>
    </message>
    <message>
        <source>write</source>
        <translation>schreiben</translation>
    </message>
    <message>
        <source>Cannot replace %1 on %2: %3</source>
        <translation>Kann %1 auf %2 nicht ersetzen: %3</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>Reading %1 failed: %2.</source>
        <translation>Lesen von %1 fehlgeschlagen: %2.</translation>
    </message>
    <message>
        <source>read</source>
        <translation>lesen</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Kann den Ordner %1 nicht anlegen.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>%1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>Writing %1 failed: %2. The previous content is unchanged.</source>
        <translation>Schreiben von %1 fehlgeschlagen: %2. Der vorige Inhalt ist unverändert.</translation>
    </message>
</context>
<context>
    <name>twb::ShardingPlan</name>
    <message>
        <source>%1: tpu.mesh.device_ids must list each of the %2 device ids 0..%3 once; save the mesh again from the Mesh panel or remove the field.</source>
        <translation>%1: tpu.mesh.device_ids muss jede der %2 Device-IDs 0..%3 einmal aufführen; das Mesh im Panel Mesh erneut speichern oder das Feld entfernen.</translation>
    </message>
    <message>
        <source>%1: %2 has %3 entries but %4 has %5 dimensions %6.</source>
        <translation>%1: %2 hat %3 Einträge, aber %4 hat %5 Dimensionen %6.</translation>
    </message>
    <message>
        <source>%1: %2 names the axis &quot;%3&quot;, which tpu.mesh does not have (%4).</source>
        <translation>%1: %2 nennt die Achse &quot;%3&quot;, die tpu.mesh nicht hat (%4).</translation>
    </message>
</context>
<context>
    <name>twb::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>twb::SmokeTestRecord</name>
    <message>
        <source>%1 is not a smoke test record: %2. Run the smoke test again to replace it.</source>
        <translation>%1 ist kein Smoke-Test-Datensatz: %2. Den Smoke-Test erneut ausführen, um ihn zu ersetzen.</translation>
    </message>
    <message>
        <source>it is not a JSON object</source>
        <translation>es ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>&quot;schema&quot; is not &quot;%1&quot;</source>
        <translation>&quot;schema&quot; ist nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;config_hash&quot; is missing or not a string</source>
        <translation>&quot;config_hash&quot; fehlt oder ist kein String</translation>
    </message>
    <message>
        <source>&quot;passed&quot; is missing or not true/false</source>
        <translation>&quot;passed&quot; fehlt oder ist nicht true/false</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation>&quot;%1&quot; ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>&quot;error&quot;, &quot;device&quot; and &quot;finished_at&quot; must be strings</source>
        <translation>&quot;error&quot;, &quot;device&quot; und &quot;finished_at&quot; müssen Strings sein</translation>
    </message>
    <message>
        <source>Cannot create %1 for the smoke test&apos;s result; check that the experiment&apos;s folder is writable.</source>
        <translation>%1 für das Ergebnis des Smoke-Tests kann nicht angelegt werden; prüfen, ob der Ordner des Experiments beschreibbar ist.</translation>
    </message>
</context>
<context>
    <name>twb::SmokeTestRunner</name>
    <message>
        <source>no check could be applied (the run wrote no metrics stream).</source>
        <translation>keine Prüfung war anwendbar (der Run schrieb keinen Metrik-Stream).</translation>
    </message>
    <message>
        <source>train.py ended, but a check failed: %1</source>
        <translation>train.py endete, aber eine Prüfung schlug fehl: %1</translation>
    </message>
    <message>
        <source>Cannot empty %1; remove it and try again.</source>
        <translation>Kann %1 nicht leeren; entfernen und erneut versuchen.</translation>
    </message>
    <message>
        <source>Cannot start %1 in %2: %3. Check the Python interpreter.</source>
        <translation>Kann %1 in %2 nicht starten: %3. Den Python-Interpreter prüfen.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Gestoppt.</translation>
    </message>
    <message>
        <source>train.py ended on a signal (%1).</source>
        <translation>train.py endete durch ein Signal (%1).</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>diese Maschine</translation>
    </message>
</context>
<context>
    <name>twb::SmokeTestWidget</name>
    <message>
        <source>Smoke test on this machine</source>
        <translation>Smoke-Test auf dieser Maschine</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Python:</source>
        <translation>Python:</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Steps:</translation>
    </message>
    <message>
        <source>Step %1 of %2: loss %3</source>
        <translation>Step %1 von %2: Loss %3</translation>
    </message>
    <message>
        <source>Smoke test failed: %1</source>
        <translation>Smoke-Test fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Smoke test did not finish: %1</source>
        <translation>Smoke-Test nicht beendet: %1</translation>
    </message>
    <message>
        <source>Smoke test failed with exit code %1; the log above says why.</source>
        <translation>Smoke-Test mit Exit-Code %1 fehlgeschlagen; das Log oben sagt warum.</translation>
    </message>
    <message>
        <source>Starting %1 ...</source>
        <translation>Starte %1 ...</translation>
    </message>
    <message numerus="yes">
        <source>Smoke test passed: %n step(s) on the CPU, every applicable check passed.</source>
        <translation>
            <numerusform>Smoke-Test bestanden: %n Step auf der CPU, jede zutreffende Prüfung bestanden.</numerusform>
            <numerusform>Smoke-Test bestanden: %n Steps auf der CPU, jede zutreffende Prüfung bestanden.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Python interpreter with PyTorch: $TPUWB_PYTHON, else the workbench&apos;s Python environment (%1) when installed, else /usr/bin/python3 (Debian&apos;s python3-torch).</source>
        <translation>Der Python-Interpreter mit PyTorch: $TPUWB_PYTHON, sonst die Python-Umgebung der Workbench (%1), wenn installiert, sonst /usr/bin/python3 (python3-torch von Debian).</translation>
    </message>
    <message>
        <source>CPU (plain PyTorch)</source>
        <translation>CPU (reines PyTorch)</translation>
    </message>
    <message>
        <source>XLA on CPU (torch_xla)</source>
        <translation>XLA auf der CPU (torch_xla)</translation>
    </message>
    <message>
        <source>train.py --device cpu: plain PyTorch, the same model, data, metrics and checkpoint code as on the TPU.</source>
        <translation>train.py --device cpu: reines PyTorch, derselbe Code für Modell, Daten, Metriken und Checkpoints wie auf der TPU.</translation>
    </message>
    <message>
        <source>train.py --device xla-cpu: the TPU code path (mesh, sharding, torch_xla.step) under torch_xla&apos;s CPU runtime, as many virtual devices as the mesh has. Needs torch_xla in the interpreter.</source>
        <translation>train.py --device xla-cpu: der TPU-Codepfad (Mesh, Sharding, torch_xla.step) unter der CPU-Laufzeit von torch_xla, mit so vielen virtuellen Geräten, wie das Mesh hat. Braucht torch_xla im Interpreter.</translation>
    </message>
    <message>
        <source>Runs train.py --device cpu (plain PyTorch) or --device xla-cpu (the TPU code path under torch_xla&apos;s CPU runtime): the same model, data, metrics and checkpoint code as on the TPU.</source>
        <translation>Führt train.py --device cpu (reines PyTorch) oder --device xla-cpu (der TPU-Codepfad unter der CPU-Laufzeit von torch_xla) aus: derselbe Code für Modell, Daten, Metriken und Checkpoints wie auf der TPU.</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>Gerät:</translation>
    </message>
    <message numerus="yes">
        <source>Smoke test passed: %n step(s) under torch_xla&apos;s CPU runtime, every applicable check passed.</source>
        <translation>
            <numerusform>Smoke-Test bestanden: %n Step unter der CPU-Laufzeit von torch_xla, jede zutreffende Prüfung bestanden.</numerusform>
            <numerusform>Smoke-Test bestanden: %n Steps unter der CPU-Laufzeit von torch_xla, jede zutreffende Prüfung bestanden.</numerusform>
        </translation>
    </message>
    <message>
        <source>train.py --device xla-cpu: the TPU code path (mesh, sharding, torch_xla.step) under torch_xla&apos;s CPU runtime, as many virtual devices as the mesh has.</source>
        <translation>train.py --device xla-cpu: der TPU-Codepfad (Mesh, Sharding, torch_xla.step) unter der CPU-Laufzeit von torch_xla, mit so vielen virtuellen Geräten, wie das Mesh hat.</translation>
    </message>
    <message>
        <source>%1 has no torch_xla. The workbench&apos;s Python environment has it (scripts/install-python-env.sh); `tpuwb doctor` shows what each interpreter has.</source>
        <translation>%1 hat kein torch_xla. Die Python-Umgebung der Workbench hat es (scripts/install-python-env.sh); `tpuwb doctor` zeigt, was jeder Interpreter hat.</translation>
    </message>
    <message>
        <source>The result was not kept: %1</source>
        <translation>Das Ergebnis wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Reading this experiment&apos;s last smoke test ...</source>
        <translation>Lese den letzten Smoke-Test dieses Experiments ...</translation>
    </message>
    <message>
        <source>No smoke test has run for this experiment yet.</source>
        <translation>Für dieses Experiment lief noch kein Smoke-Test.</translation>
    </message>
    <message>
        <source>Not run since the last change: the last smoke test (%1) tested config %2, the experiment is now %3.</source>
        <translation>Seit der letzten Änderung nicht ausgeführt: der letzte Smoke-Test (%1) prüfte Konfig %2, das Experiment ist jetzt %3.</translation>
    </message>
    <message numerus="yes">
        <source>Smoke test passed on %1 for config %2: %n step(s) on %3, every applicable check passed.</source>
        <translation>
            <numerusform>Smoke-Test am %1 für Konfig %2 bestanden: %n Step auf %3, jede zutreffende Prüfung bestanden.</numerusform>
            <numerusform>Smoke-Test am %1 für Konfig %2 bestanden: %n Steps auf %3, jede zutreffende Prüfung bestanden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Smoke test failed on %1 for config %2: %3</source>
        <translation>Smoke-Test am %1 für Konfig %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>exit code %1.</source>
        <translation>Exit-Code %1.</translation>
    </message>
</context>
<context>
    <name>twb::SpecProbe</name>
    <message>
        <source>The device probe on %1 did not finish; its output was: %2</source>
        <translation>Die Device-Abfrage auf %1 wurde nicht fertig; ihre Ausgabe war: %2</translation>
    </message>
    <message>
        <source>%1 reports the accelerator type &quot;%2&quot;: %3</source>
        <translation>%1 meldet den Beschleunigertyp &quot;%2&quot;: %3</translation>
    </message>
    <message>
        <source>The hand-typed spec of %1 (%2 x %3) differs from the hardware (%4 x %5); it was replaced.</source>
        <translation>Die eingetippte Spezifikation von %1 (%2 x %3) weicht von der Hardware ab (%4 x %5); sie wurde ersetzt.</translation>
    </message>
    <message>
        <source>found %1 x %2; %3 has %4 x %5</source>
        <translation>gefunden: %1 x %2; %3 hat %4 x %5</translation>
    </message>
    <message>
        <source>The probe of %1 does not match its accelerator type (%2): the spec is not verified. Probe the right machine, or correct its accelerator type.</source>
        <translation>Die Prüfung von %1 passt nicht zu seinem Beschleunigertyp (%2): Die Spezifikation ist nicht bestätigt. Prüfen Sie die richtige Maschine oder korrigieren Sie ihren Beschleunigertyp.</translation>
    </message>
</context>
<context>
    <name>twb::SshCommandRunner</name>
    <message>
        <source>Lost the connection to %1 while trying to %2: %3.</source>
        <translation>Verbindung zu %1 verloren beim Versuch, %2: %3.</translation>
    </message>
    <message>
        <source>Cannot %1 on %2: %3.</source>
        <translation>%1 auf %2 nicht möglich: %3.</translation>
    </message>
    <message>
        <source>open a channel</source>
        <translation>einen Kanal öffnen</translation>
    </message>
    <message>
        <source>start the command</source>
        <translation>den Befehl starten</translation>
    </message>
    <message>
        <source>send input</source>
        <translation>Eingabe senden</translation>
    </message>
    <message>
        <source>read the output</source>
        <translation>die Ausgabe lesen</translation>
    </message>
    <message>
        <source>wait for the exit status</source>
        <translation>auf den Exit-Status warten</translation>
    </message>
</context>
<context>
    <name>twb::SshConnectError</name>
    <message>
        <source>Cannot connect to %1: the host name %2 does not resolve (DNS: %3). Check the spelling of the host in the machine&apos;s entry or use its IP address; if the name is only known inside a VPN or a cloud network, connect to that first.</source>
        <translation>Keine Verbindung zu %1: der Hostname %2 lässt sich nicht auflösen (DNS: %3). Die Schreibweise des Hosts im Eintrag der Maschine prüfen oder seine IP-Adresse verwenden; ist der Name nur in einem VPN oder Cloud-Netz bekannt, erst damit verbinden.</translation>
    </message>
    <message>
        <source>Cannot connect to %1: the connection was refused. The host is up, but nothing listens on port %2. Check the machine&apos;s SSH port (usually 22) and that sshd runs on the host.</source>
        <translation>Keine Verbindung zu %1: die Verbindung wurde abgelehnt. Der Host läuft, aber auf Port %2 lauscht nichts. Den SSH-Port der Maschine prüfen (meist 22) und ob sshd auf dem Host läuft.</translation>
    </message>
    <message>
        <source>Cannot connect to %1: no answer within %2 s. The host may be down or stopped, the address may be wrong, or a firewall drops the connection. Check that the TPU VM is running (gcloud compute tpus tpu-vm describe) and that TCP port %3 is open to this machine.</source>
        <translation>Keine Verbindung zu %1: keine Antwort innerhalb von %2 s. Der Host ist vielleicht aus oder gestoppt, die Adresse falsch, oder eine Firewall verwirft die Verbindung. Prüfen, ob die TPU-VM läuft (gcloud compute tpus tpu-vm describe) und TCP-Port %3 für diese Maschine offen ist.</translation>
    </message>
    <message>
        <source>Cannot connect to %1: the port accepted the connection but sent no SSH banner within %2 s (%3). Check that sshd, not another service, listens on port %4 and that the host is not overloaded.</source>
        <translation>Keine Verbindung zu %1: der Port nahm die Verbindung an, sendete aber innerhalb von %2 s kein SSH-Banner (%3). Prüfen, ob sshd und kein anderer Dienst auf Port %4 lauscht und der Host nicht überlastet ist.</translation>
    </message>
    <message>
        <source>Cannot connect to %1: there is no network route to the host (%2). Check the address, and that this machine is on the network (or VPN) that reaches it.</source>
        <translation>Keine Verbindung zu %1: es gibt keine Netzwerkroute zum Host (%2). Die Adresse prüfen und ob diese Maschine im Netz (oder VPN) ist, das ihn erreicht.</translation>
    </message>
    <message>
        <source>Cannot connect to %1: the port accepted the connection and closed it before any SSH greeting (%2). Another service may listen on port %3, or sshd dropped the connection (too many unauthenticated connections, a firewall or TCP wrapper rule). Check the port and sshd&apos;s log on the host.</source>
        <translation>Keine Verbindung zu %1: der Port nahm die Verbindung an und schloss sie vor jeder SSH-Begrüßung (%2). Vielleicht lauscht ein anderer Dienst auf Port %3, oder sshd beendete die Verbindung (zu viele unauthentifizierte Verbindungen, eine Firewall- oder TCP-Wrapper-Regel). Port und sshd-Log auf dem Host prüfen.</translation>
    </message>
    <message>
        <source>Cannot connect to %1 through the jump host %2: %3. Check that `ssh %2` works from this machine and that the jump host reaches %4.</source>
        <translation>Kann über den Jump-Host %2 keine Verbindung zu %1 herstellen: %3. Prüfen, ob `ssh %2` von dieser Maschine aus geht und der Jump-Host %4 erreicht.</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2. Check that the host is running and that its SSH port is reachable.</source>
        <translation>Kann keine Verbindung zu %1 herstellen: %2. Prüfen, ob der Host läuft und sein SSH-Port erreichbar ist.</translation>
    </message>
</context>
<context>
    <name>twb::SshHostKeyCheck</name>
    <message>
        <source>%1 did not present a host key: %2.</source>
        <translation>%1 hat keinen Host-Schlüssel vorgelegt: %2.</translation>
    </message>
    <message>
        <source>%1 key %2 at %3</source>
        <translation>%1-Schlüssel %2 in %3</translation>
    </message>
    <message>
        <source>a different key (the line could not be found)</source>
        <translation>ein anderer Schlüssel (die Zeile wurde nicht gefunden)</translation>
    </message>
    <message>
        <source>Refused to connect to %1: it offered a %2 host key %3, but the known_hosts file records a key of another type for it: %4. This can be an attack (man in the middle). The known_hosts file was not changed. If the host&apos;s keys were really replaced, confirm the new fingerprint with its administrator, remove the old line with `%5`, and connect again.</source>
        <translation>Verbindung zu %1 abgelehnt: er bot einen %2-Host-Schlüssel %3 an, aber die known_hosts-Datei verzeichnet für ihn einen Schlüssel anderen Typs: %4. Das kann ein Angriff sein (Man in the Middle). Die known_hosts-Datei wurde nicht geändert. Wenn die Schlüssel des Hosts wirklich ersetzt wurden, den neuen Fingerabdruck mit seinem Administrator bestätigen, die alte Zeile mit `%5` entfernen und erneut verbinden.</translation>
    </message>
    <message>
        <source>Refused to connect to %1: its host key has CHANGED. It offered %2 key %3, but the known_hosts file records %4. Someone may be intercepting the connection (man in the middle), or the host was reinstalled. The known_hosts file was not changed. If you know the host was reinstalled, confirm the new fingerprint with its administrator, remove the old line with `%5`, and connect again.</source>
        <translation>Verbindung zu %1 abgelehnt: sein Host-Schlüssel hat sich GEÄNDERT. Er bot %2-Schlüssel %3 an, aber die known_hosts-Datei verzeichnet %4. Jemand könnte die Verbindung abfangen (Man in the Middle), oder der Host wurde neu installiert. Die known_hosts-Datei wurde nicht geändert. Wenn Sie wissen, dass der Host neu installiert wurde, den neuen Fingerabdruck mit seinem Administrator bestätigen, die alte Zeile mit `%5` entfernen und erneut verbinden.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the known_hosts file; the host key of %2 was not saved.</source>
        <translation>Kann den Ordner %1 für die known_hosts-Datei nicht anlegen; der Host-Schlüssel von %2 wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>Cannot open %1 to save the host key of %2: %3.</source>
        <translation>Kann %1 nicht öffnen, um den Host-Schlüssel von %2 zu speichern: %3.</translation>
    </message>
    <message>
        <source>Cannot save the host key of %1 to %2: %3.</source>
        <translation>Kann den Host-Schlüssel von %1 nicht in %2 speichern: %3.</translation>
    </message>
    <message>
        <source>Cannot check the host key of %1 against %2: %3. Check that the file is readable and well formed.</source>
        <translation>Kann den Host-Schlüssel von %1 nicht gegen %2 prüfen: %3. Prüfen, ob die Datei lesbar und wohlgeformt ist.</translation>
    </message>
    <message>
        <source>Did not connect to %1: its %2 host key %3 was not accepted.</source>
        <translation>Nicht mit %1 verbunden: sein %2-Host-Schlüssel %3 wurde nicht akzeptiert.</translation>
    </message>
    <message>
        <source>Refused to connect to %1: its host key is not known (%2 key %3; not in %4). Check the fingerprint with the host&apos;s administrator (on the host: `ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub`), then re-run with --accept-new, or accept the key in the GUI.</source>
        <translation>Verbindung zu %1 abgelehnt: sein Host-Schlüssel ist nicht bekannt (%2-Schlüssel %3; nicht in %4). Den Fingerabdruck mit dem Administrator des Hosts prüfen (auf dem Host: `ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub`), dann mit --accept-new erneut ausführen oder den Schlüssel in der GUI akzeptieren.</translation>
    </message>
</context>
<context>
    <name>twb::SshTransport</name>
    <message>
        <source>Internal error: the SSH connection to %1 was used from a second thread (a libssh session belongs to one thread). Please report this bug.</source>
        <translation>Interner Fehler: die SSH-Verbindung zu %1 wurde aus einem zweiten Thread benutzt (eine libssh-Sitzung gehört einem Thread). Bitte diesen Fehler melden.</translation>
    </message>
    <message>
        <source>Cannot %1 on %2: %3.</source>
        <translation>%1 auf %2 nicht möglich: %3.</translation>
    </message>
    <message>
        <source>No host name given for the SSH connection.</source>
        <translation>Kein Hostname für die SSH-Verbindung angegeben.</translation>
    </message>
    <message>
        <source>No known_hosts file configured for %1; set one (--known-hosts, or Settings in the GUI).</source>
        <translation>Keine known_hosts-Datei für %1 konfiguriert; eine setzen (--known-hosts oder Einstellungen in der GUI).</translation>
    </message>
    <message>
        <source>libssh could not create a session.</source>
        <translation>libssh konnte keine Sitzung anlegen.</translation>
    </message>
    <message>
        <source>Cannot parse the SSH config %1: %2.</source>
        <translation>Kann die SSH-Konfig %1 nicht parsen: %2.</translation>
    </message>
    <message>
        <source>log in</source>
        <translation>anmelden</translation>
    </message>
    <message>
        <source>Authentication failed on %1: the host accepted none of the SSH agent&apos;s keys or ~/.ssh/id_* keys for user %2. Check the machine&apos;s SSH user, set its key file (or IdentityFile in ~/.ssh/config), and check that the key&apos;s public half is in ~/.ssh/authorized_keys of %2 on the host.</source>
        <translation>Authentifizierung auf %1 fehlgeschlagen: der Host akzeptierte keinen der Schlüssel des SSH-Agents oder von ~/.ssh/id_* für Benutzer %2. Den SSH-Benutzer der Maschine prüfen, ihre Schlüsseldatei setzen (oder IdentityFile in ~/.ssh/config) und prüfen, ob die öffentliche Hälfte in ~/.ssh/authorized_keys von %2 auf dem Host steht.</translation>
    </message>
    <message>
        <source>The identity file %1 for %2 does not exist. Fix the machine&apos;s SSH identity file setting.</source>
        <translation>Die Identitätsdatei %1 für %2 existiert nicht. Die SSH-Identitätsdatei der Maschine korrigieren.</translation>
    </message>
    <message>
        <source>Cannot read the private key %1: it is not a key file libssh understands.</source>
        <translation>Kann den privaten Schlüssel %1 nicht lesen: libssh versteht diese Schlüsseldatei nicht.</translation>
    </message>
    <message>
        <source>The key %1 is protected by a passphrase and there is no way to ask for it here. Load it into the SSH agent (`ssh-add %1`) and retry.</source>
        <translation>Der Schlüssel %1 ist mit einer Passphrase geschützt, und hier kann nicht danach gefragt werden. Ihn in den SSH-Agent laden (`ssh-add %1`) und erneut versuchen.</translation>
    </message>
    <message>
        <source>Login to %1 cancelled: no passphrase for %2.</source>
        <translation>Anmeldung an %1 abgebrochen: keine Passphrase für %2.</translation>
    </message>
    <message>
        <source>Cannot unlock the key %1: wrong passphrase (%2 attempts).</source>
        <translation>Kann den Schlüssel %1 nicht entsperren: falsche Passphrase (%2 Versuche).</translation>
    </message>
    <message>
        <source>Authentication failed on %1: the host refused the key %2 for user %3. Check the machine&apos;s SSH user and key file, and that %2.pub is in ~/.ssh/authorized_keys of that user on the host.</source>
        <translation>Authentifizierung auf %1 fehlgeschlagen: der Host lehnte den Schlüssel %2 für Benutzer %3 ab. SSH-Benutzer und Schlüsseldatei der Maschine prüfen und ob %2.pub in ~/.ssh/authorized_keys dieses Benutzers auf dem Host steht.</translation>
    </message>
</context>
<context>
    <name>twb::StackDump</name>
    <message>
        <source>%1: expected a list of frames.</source>
        <translation>%1: eine Liste von Frames erwartet.</translation>
    </message>
    <message>
        <source>%1: a frame is not an object.</source>
        <translation>%1: ein Frame ist kein Objekt.</translation>
    </message>
    <message>
        <source>%1 is not a stack dump (no &quot;hosts&quot; list).</source>
        <translation>%1 ist kein Stack-Dump (keine &quot;hosts&quot;-Liste).</translation>
    </message>
    <message>
        <source>%1: a host entry has no &quot;host&quot; index.</source>
        <translation>%1: ein Host-Eintrag hat keinen &quot;host&quot;-Index.</translation>
    </message>
    <message>
        <source>%1: host %2</source>
        <translation>%1: Host %2</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>sleeping</source>
        <translation>schläft</translation>
    </message>
    <message>
        <source>in uninterruptible disk wait (D state)</source>
        <translation>in nicht unterbrechbarem Warten auf die Festplatte (Zustand D)</translation>
    </message>
    <message>
        <source>stopped by a debugger or tracer (t state)</source>
        <translation>von einem Debugger oder Tracer angehalten (Zustand t)</translation>
    </message>
    <message>
        <source>stopped (SIGSTOP / T state)</source>
        <translation>angehalten (SIGSTOP / Zustand T)</translation>
    </message>
    <message>
        <source>exited, not yet reaped (zombie, Z state)</source>
        <translation>beendet, noch nicht abgeholt (Zombie, Zustand Z)</translation>
    </message>
    <message>
        <source>gone (train.py does not run there)</source>
        <translation>verschwunden (train.py läuft dort nicht)</translation>
    </message>
    <message>
        <source>state unknown</source>
        <translation>Zustand unbekannt</translation>
    </message>
    <message>
        <source>did not answer (%1)</source>
        <translation>hat nicht geantwortet (%1)</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
    <message>
        <source>its stack is not where hosts %1 are</source>
        <translation>sein Stack ist nicht dort, wo die Hosts %1 sind</translation>
    </message>
    <message>
        <source>in %1, not where hosts %2 are</source>
        <translation>in %1, nicht dort, wo die Hosts %2 sind</translation>
    </message>
    <message>
        <source>no stack</source>
        <translation>kein Stack</translation>
    </message>
    <message>
        <source>host %1: %2</source>
        <translation>Host %1: %2</translation>
    </message>
</context>
<context>
    <name>twb::StackParser</name>
    <message>
        <source>py-spy dump --json printed no list of threads.</source>
        <translation>py-spy dump --json gab keine Liste von Threads aus.</translation>
    </message>
</context>
<context>
    <name>twb::StackSampler</name>
    <message>
        <source>train.py does not run there (it ended, or never started); its log says why.</source>
        <translation>train.py läuft dort nicht (es endete oder startete nie); sein Log sagt warum.</translation>
    </message>
    <message>
        <source>the stack script did not finish; try again, and check that the host answers.</source>
        <translation>das Stack-Skript wurde nicht fertig; erneut versuchen und prüfen, ob der Host antwortet.</translation>
    </message>
    <message>
        <source>no stack sampler worked (%1). Install py-spy there (`pip install py-spy`) or an austin that knows its Python, or scaffold the project again so that train.py dumps its own stacks on SIGUSR2.</source>
        <translation>kein Stack-Sampler funktionierte (%1). Dort py-spy installieren (`pip install py-spy`) oder ein austin, das sein Python kennt, oder das Projekt neu erzeugen, damit train.py bei SIGUSR2 seine Stacks selbst ausgibt.</translation>
    </message>
    <message>
        <source>none is installed</source>
        <translation>keiner ist installiert</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>the host did not answer within 30 s</source>
        <translation>der Host antwortete nicht innerhalb von 30 s</translation>
    </message>
    <message>
        <source>Could not create %1; check the workspace&apos;s permissions.</source>
        <translation>Konnte %1 nicht anlegen; Rechte des Arbeitsbereichs prüfen.</translation>
    </message>
    <message>
        <source>No stack dump has been taken of this run yet (%1 is empty); take one with `tpuwb run stacks`.</source>
        <translation>Von diesem Run wurde noch kein Stack-Dump erfasst (%1 ist leer); einen mit `tpuwb run stacks` erfassen.</translation>
    </message>
    <message>
        <source>train.py has exited and is not yet reaped (a zombie); its log says why.</source>
        <translation>train.py hat sich beendet und ist noch nicht abgeholt (ein Zombie); sein Log sagt, warum.</translation>
    </message>
    <message>
        <source>train.py is stopped (%1 state), so it cannot dump its own stacks (%2). py-spy reads a stopped process (`pip install py-spy` in its Python environment); `kill -CONT %3` there lets it go on.</source>
        <translation>train.py ist angehalten (Zustand %1) und kann daher seine eigenen Stacks nicht ausgeben (%2). py-spy liest einen angehaltenen Prozess (`pip install py-spy` in seiner Python-Umgebung); `kill -CONT %3` dort lässt ihn weiterlaufen.</translation>
    </message>
</context>
<context>
    <name>twb::StackView</name>
    <message>
        <source>Where (most recent call first)</source>
        <translation>Wo (jüngster Aufruf zuerst)</translation>
    </message>
    <message>
        <source>File:line</source>
        <translation>Datei:Zeile</translation>
    </message>
    <message>
        <source>No stack dump taken yet.</source>
        <translation>Noch kein Stack-Dump erfasst.</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>Host %1</translation>
    </message>
    <message>
        <source>hosts %1</source>
        <translation>Hosts %1</translation>
    </message>
    <message>
        <source>Odd one out: %1</source>
        <translation>Ausreißer: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n thread(s) each)</source>
        <translation>
            <numerusform>%1 (je %n Thread)</numerusform>
            <numerusform>%1 (je %n Threads)</numerusform>
        </translation>
    </message>
    <message>
        <source>thread %1</source>
        <translation>Thread %1</translation>
    </message>
    <message>
        <source>thread %1 (%2)</source>
        <translation>Thread %1 (%2)</translation>
    </message>
    <message>
        <source>host %1: no stacks</source>
        <translation>Host %1: keine Stacks</translation>
    </message>
    <message numerus="yes">
        <source>Stacks of %n host(s), taken %1.</source>
        <translation>
            <numerusform>Stacks von %n Host, erfasst %1.</numerusform>
            <numerusform>Stacks von %n Hosts, erfasst %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>No host is odd: no single group holds more hosts than every other.</source>
        <translation>Kein Host fällt auf: keine einzelne Gruppe hat mehr Hosts als jede andere.</translation>
    </message>
    <message>
        <source>Every host is at the same place.</source>
        <translation>Alle Hosts sind an derselben Stelle.</translation>
    </message>
    <message numerus="yes">
        <source>%n odd one(s) out, not where the others are: %1.</source>
        <comment>hosts</comment>
        <translation>
            <numerusform>%n Ausreißer, nicht dort, wo die anderen sind: %1.</numerusform>
            <numerusform>%n Ausreißer, nicht dort, wo die anderen sind: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::StepTimeProbe</name>
    <message>
        <source>The step-time measurement was cancelled; the plan has no measured step time.</source>
        <translation>Die Messung der Schrittzeit wurde abgebrochen; der Plan hat keine gemessene Schrittzeit.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2. The measuring run wrote no metrics stream.</source>
        <translation>%1 kann nicht gelesen werden: %2. Der Messlauf hat keinen Metrik-Stream geschrieben.</translation>
    </message>
    <message>
        <source>%1 has too few step times (%2) past the %3 warm-up steps that are left out; measure with more steps.</source>
        <translation>%1 hat zu wenige Schrittzeiten (%2) nach den %3 ausgelassenen Warm-up-Schritten; messen Sie mit mehr Schritten.</translation>
    </message>
    <message>
        <source>smoke run on this computer: step %1 of %2, loss %3</source>
        <translation>Smoke-Lauf auf diesem Computer: Schritt %1 von %2, Loss %3</translation>
    </message>
    <message>
        <source>smoke run on this computer: %1 steps of %2 with --device cpu</source>
        <translation>Smoke-Lauf auf diesem Computer: %1 Schritte von %2 mit --device cpu</translation>
    </message>
    <message>
        <source>The smoke run in %1 failed (exit %2)%3; the step time was not measured. Run `python3 train.py --device cpu --max-steps %4` there to see why.</source>
        <translation>Der Smoke-Lauf in %1 ist fehlgeschlagen (Exit %2)%3; die Schrittzeit wurde nicht gemessen. Führen Sie dort `python3 train.py --device cpu --max-steps %4` aus, um den Grund zu sehen.</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>diesem Computer</translation>
    </message>
    <message>
        <source>measuring run %1 on %2: %3</source>
        <translation>Messlauf %1 auf %2: %3</translation>
    </message>
    <message>
        <source>The measuring run %1 on %2 ended %3%4; the step time was not measured. See `tpuwb run logs %1`.</source>
        <translation>Der Messlauf %1 auf %2 endete %3%4; die Schrittzeit wurde nicht gemessen. Siehe `tpuwb run logs %1`.</translation>
    </message>
    <message>
        <source>%1 (run %2)</source>
        <translation>%1 (Lauf %2)</translation>
    </message>
</context>
<context>
    <name>twb::StudyBuilder</name>
    <message>
        <source>&quot;%1&quot; needs a field path and its values: path=v1,v2 (e.g. train.lr=1e-4,3e-4).</source>
        <translation>„%1“ braucht einen Feldpfad und seine Werte: pfad=w1,w2 (z. B. train.lr=1e-4,3e-4).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; gives %2 no values: write %2=v1,v2.</source>
        <translation>„%1“ gibt %2 keine Werte: schreiben Sie %2=w1,w2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; gives %2 one value only; a variable needs two values or more to compare (set a fixed value with --set instead).</source>
        <translation>„%1“ gibt %2 nur einen Wert; eine Variable braucht zwei oder mehr Werte zum Vergleich (einen festen Wert setzen Sie mit --set).</translation>
    </message>
    <message>
        <source>%1 is not a field of the experiment.</source>
        <translation>%1 ist kein Feld des Experiments.</translation>
    </message>
    <message>
        <source>%1 is not a field of the experiment; its block has: %2.</source>
        <translation>%1 ist kein Feld des Experiments; sein Block hat: %2.</translation>
    </message>
    <message>
        <source>The study name &quot;%1&quot; is not usable: letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, 1 to 64 characters.</source>
        <translation>Der Studienname „%1“ ist nicht verwendbar: Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; und &apos;-&apos;, 1 bis 64 Zeichen.</translation>
    </message>
    <message>
        <source>Seeds must be 1 to %1, not %2.</source>
        <translation>Seeds müssen 1 bis %1 sein, nicht %2.</translation>
    </message>
    <message>
        <source>A study needs a variable to vary, e.g. train.lr=1e-4,3e-4.</source>
        <translation>Eine Studie braucht eine Variable, z. B. train.lr=1e-4,3e-4.</translation>
    </message>
    <message>
        <source>%1 is varied twice; give its values once.</source>
        <translation>%1 wird zweimal variiert; geben Sie seine Werte einmal an.</translation>
    </message>
    <message>
        <source>%1 holds another project (%2 differ); choose another study name or overwrite.</source>
        <translation>%1 enthält ein anderes Projekt (%2 unterscheiden sich); wählen Sie einen anderen Studiennamen oder überschreiben Sie.</translation>
    </message>
    <message>
        <source>%1 exists with another matrix; choose another study name or overwrite.</source>
        <translation>%1 existiert mit einer anderen Matrix; wählen Sie einen anderen Studiennamen oder überschreiben Sie.</translation>
    </message>
    <message>
        <source>Cannot create %1; check its permissions.</source>
        <translation>%1 kann nicht angelegt werden; prüfen Sie die Zugriffsrechte.</translation>
    </message>
</context>
<context>
    <name>twb::StudyCreation</name>
    <message>
        <source>No run service to measure the step time on %1 with.</source>
        <translation>Kein Run-Dienst, mit dem sich die Step-Zeit auf %1 messen ließe.</translation>
    </message>
</context>
<context>
    <name>twb::StudyPlan</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 us</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 h (%2 days)</source>
        <translation>%1 h (%2 Tage)</translation>
    </message>
    <message>
        <source>the metric &quot;%1&quot; is not one the training project writes; use one of: %2.</source>
        <translation>die Metrik „%1“ schreibt das Trainingsprojekt nicht; verwenden Sie eine von: %2.</translation>
    </message>
    <message>
        <source>the accelerator type &quot;%1&quot; is not in the catalog</source>
        <translation>der Beschleunigertyp „%1“ ist nicht im Katalog</translation>
    </message>
    <message>
        <source>the experiment&apos;s model or batch is not known</source>
        <translation>Modell oder Batch des Experiments sind nicht bekannt</translation>
    </message>
    <message>
        <source>%1 GFLOP per step (6N+12Lds x %2 tokens): the CPU ran it at %3 GFLOP/s; %4 chips of %5 at %6 TFLOP/s bf16 peak each, at an assumed %7% MFU, would take %8</source>
        <translation>%1 GFLOP pro Schritt (6N+12Lds x %2 Tokens): die CPU schaffte %3 GFLOP/s; %4 Chips von %5 mit je %6 TFLOP/s bf16-Spitze bräuchten bei angenommenen %7% MFU %8</translation>
    </message>
    <message>
        <source>measured: the median step of a smoke run on %1 (%2; steps after warm-up: %3), read from %4</source>
        <translation>gemessen: der Median-Schritt eines Smoke-Laufs auf %1 (%2; Schritte nach dem Warm-up: %3), gelesen aus %4</translation>
    </message>
    <message>
        <source>measured on CPU (%1, the median step on %2; steps after warm-up: %3; read from %4), scaled by %5; not a TPU figure</source>
        <translation>auf der CPU gemessen (%1, der Median-Schritt auf %2; Schritte nach dem Warm-up: %3; gelesen aus %4), skaliert mit %5; kein TPU-Wert</translation>
    </message>
    <message>
        <source>measured on CPU (%1), which cannot be scaled to %2: %3; no TPU figure</source>
        <translation>auf der CPU gemessen (%1), nicht auf %2 skalierbar: %3; kein TPU-Wert</translation>
    </message>
    <message>
        <source>not measured: %1</source>
        <translation>nicht gemessen: %1</translation>
    </message>
    <message>
        <source># Study plan: %1

</source>
        <translation># Studienplan: %1

</translation>
    </message>
    <message>
        <source>## Idea

%1

</source>
        <translation>## Idee

%1

</translation>
    </message>
    <message>
        <source>(not given)</source>
        <translation>(nicht angegeben)</translation>
    </message>
    <message>
        <source>## Hypothesis

%1

</source>
        <translation>## Hypothese

%1

</translation>
    </message>
    <message>
        <source>## Base experiment

</source>
        <translation>## Basisexperiment

</translation>
    </message>
    <message>
        <source>- Project: `%1` (config hash %2)
</source>
        <translation>- Projekt: `%1` (Config-Hash %2)
</translation>
    </message>
    <message>
        <source>- Slice: %1
</source>
        <translation>- Slice: %1
</translation>
    </message>
    <message>
        <source>- Steps per run: %1 (train.max_steps)
</source>
        <translation>- Schritte pro Lauf: %1 (train.max_steps)
</translation>
    </message>
    <message>
        <source>## Ablation matrix

</source>
        <translation>## Ablationsmatrix

</translation>
    </message>
    <message>
        <source>- File: `%1` (%2)
</source>
        <translation>- Datei: `%1` (%2)
</translation>
    </message>
    <message>
        <source>- Metric: %1, goal %2, at %3
</source>
        <translation>- Metrik: %1, Ziel %2, bei %3
</translation>
    </message>
    <message>
        <source>| variable | values |</source>
        <translation>| Variable | Werte |</translation>
    </message>
    <message>
        <source>Cells x seeds = runs: %1 x %2 = %3.

</source>
        <translation>Zellen x Seeds = Läufe: %1 x %2 = %3.

</translation>
    </message>
    <message>
        <source>## Next

</source>
        <translation>## Als Nächstes

</translation>
    </message>
    <message>
        <source>- Results: `tpuwb ablate report %1 --out report.md`
</source>
        <translation>- Ergebnisse: `tpuwb ablate report %1 --out report.md`
</translation>
    </message>
    <message>
        <source>## Compute budget

</source>
        <translation>## Rechenbudget

</translation>
    </message>
    <message>
        <source>- Step time: %1
</source>
        <translation>- Schrittzeit: %1
</translation>
    </message>
    <message>
        <source>- Scale: %1 (%2)
</source>
        <translation>- Skalierung: %1 (%2)
</translation>
    </message>
    <message>
        <source>- Budget step time: %1%2
</source>
        <translation>- Schrittzeit des Budgets: %1%2
</translation>
    </message>
    <message>
        <source> (scaled from CPU; not a TPU figure)</source>
        <translation> (von der CPU skaliert; kein TPU-Wert)</translation>
    </message>
    <message>
        <source>- Below about %1 a TPU step is bound by launch overhead, not by FLOPs: this scaled figure is a lower bound. Measure on the slice (`--machine NAME`) for a real one.
</source>
        <translation>- Unter etwa %1 ist ein TPU-Schritt durch Start-Overhead begrenzt, nicht durch FLOPs: dieser skalierte Wert ist eine Untergrenze. Messen Sie auf dem Slice (`--machine NAME`), um einen echten zu erhalten.
</translation>
    </message>
    <message>
        <source>- Training: runs x steps x step time = %1 x %2 x %3 = %4
</source>
        <translation>- Training: Läufe x Schritte x Schrittzeit = %1 x %2 x %3 = %4
</translation>
    </message>
    <message>
        <source>- Not included: compilation and start-up (a few minutes per run on a TPU), evaluation beyond train.eval_every, failed runs.
</source>
        <translation>- Nicht enthalten: Kompilierung und Start (einige Minuten pro Lauf auf einer TPU), Evaluation über train.eval_every hinaus, fehlgeschlagene Läufe.
</translation>
    </message>
    <message>
        <source>- Budget: unknown. %1
</source>
        <translation>- Budget: unbekannt. %1
</translation>
    </message>
    <message>
        <source>- To measure it: `tpuwb plan new ... --measure` (a short CPU smoke run here) or `--machine NAME` (a short run on the slice).
</source>
        <translation>- Zum Messen: `tpuwb plan new ... --measure` (ein kurzer CPU-Smoke-Lauf hier) oder `--machine NAME` (ein kurzer Lauf auf dem Slice).
</translation>
    </message>
    <message>
        <source>## Significance

</source>
        <translation>## Signifikanz

</translation>
    </message>
    <message>
        <source>- With 1 seed per cell there is no seed spread: no difference between cells can be called significant. Use 3 seeds or more (`--seeds 3`).

</source>
        <translation>- Mit 1 Seed pro Zelle gibt es keine Seed-Streuung: kein Unterschied zwischen Zellen kann signifikant heißen. Verwenden Sie 3 Seeds oder mehr (`--seeds 3`).

</translation>
    </message>
    <message>
        <source>- Seeds per cell: %1. Two cells differ detectably (two-sided 5%, 80% power, t with %2 degrees of freedom) when their means are %3 seed standard deviations apart.
</source>
        <translation>- Seeds pro Zelle: %1. Zwei Zellen unterscheiden sich nachweisbar (zweiseitig 5 %, 80 % Power, t mit %2 Freiheitsgraden), wenn ihre Mittelwerte %3 Seed-Standardabweichungen auseinanderliegen.
</translation>
    </message>
    <message>
        <source>- Seed spread of %1: %2 (pooled, %3 degrees of freedom; %4). Detectable difference: %5.
</source>
        <translation>- Seed-Streuung von %1: %2 (gepoolt, %3 Freiheitsgrade; %4). Nachweisbarer Unterschied: %5.
</translation>
    </message>
    <message>
        <source>- The spread was measured on other runs than this study&apos;s; the first cell&apos;s seeds measure it for this one (`tpuwb ablate report`).
</source>
        <translation>- Die Streuung wurde an anderen Läufen als denen dieser Studie gemessen; die Seeds der ersten Zelle messen sie für diese (`tpuwb ablate report`).
</translation>
    </message>
    <message>
        <source>- Seed spread of %1: unknown (no finished multi-seed runs of it in this workspace). Run the baseline cell with its seeds first (`tpuwb ablate launch %2`); the report&apos;s std column is the spread.
</source>
        <translation>- Seed-Streuung von %1: unbekannt (keine fertigen Läufe mit mehreren Seeds davon in diesem Arbeitsbereich). Starten Sie zuerst die Basiszelle mit ihren Seeds (`tpuwb ablate launch %2`); die Spalte std des Berichts ist die Streuung.
</translation>
    </message>
    <message>
        <source>## Timeline

</source>
        <translation>## Zeitplan

</translation>
    </message>
    <message>
        <source>- Unknown until the step time is measured.

</source>
        <translation>- Unbekannt, bis die Schrittzeit gemessen ist.

</translation>
    </message>
    <message>
        <source>- Machines in parallel: %1 (one run per machine at a time): %2 of wall time.
</source>
        <translation>- Maschinen parallel: %1 (ein Lauf pro Maschine gleichzeitig): %2 Wanduhrzeit.
</translation>
    </message>
    <message>
        <source>- With %1 machines (one per run): %2.
</source>
        <translation>- Mit %1 Maschinen (eine pro Lauf): %2.
</translation>
    </message>
    <message>
        <source>- Launch: `tpuwb ablate launch %1 --machines %2`
</source>
        <translation>- Starten: `tpuwb ablate launch %1 --machines %2`
</translation>
    </message>
    <message>
        <source>- Chip time: %1 (%2 of training x chips per run: %3, %4; at %5 per step, scaled from %6 measured on CPU)
</source>
        <translation>- Chip-Zeit: %1 (%2 Training x Chips pro Lauf: %3, %4; bei %5 pro Schritt, hochgerechnet aus %6, gemessen auf der CPU)
</translation>
    </message>
    <message>
        <source>- Chip time: %1 (%2 of training x chips per run: %3, %4; at the measured step time of %5)
</source>
        <translation>- Chip-Zeit: %1 (%2 Training x Chips pro Lauf: %3, %4; bei der gemessenen Schrittzeit von %5)
</translation>
    </message>
</context>
<context>
    <name>twb::TabListButton</name>
    <message>
        <source>Tabs</source>
        <extracomment>A button beside a row of tabs whose menu lists all of them.</extracomment>
        <translation>Tabs</translation>
    </message>
    <message>
        <source>Every tab, also those scrolled out of sight</source>
        <translation>Alle Tabs, auch die außer Sicht gescrollten</translation>
    </message>
    <message>
        <source>All tabs</source>
        <translation>Alle Tabs</translation>
    </message>
</context>
<context>
    <name>twb::TemplateRenderer</name>
    <message>
        <source>Template %1, %2: %3. Fix the template; nothing was generated.</source>
        <translation>Vorlage %1, %2: %3. Die Vorlage korrigieren; nichts wurde erzeugt.</translation>
    </message>
    <message>
        <source>unknown line</source>
        <translation>unbekannte Zeile</translation>
    </message>
    <message>
        <source>partial `%1` used, but this renderer has no partials</source>
        <translation>Partial `%1` verwendet, aber dieser Renderer hat keine Partials</translation>
    </message>
    <message>
        <source>partial `%1` cannot be loaded (%2)</source>
        <translation>Partial `%1` kann nicht geladen werden (%2)</translation>
    </message>
    <message>
        <source>`%1` is not in the data given to the template (a typo, or a key the caller must add)</source>
        <translation>`%1` ist nicht in den Daten der Vorlage (ein Tippfehler oder ein Schlüssel, den der Aufrufer ergänzen muss)</translation>
    </message>
</context>
<context>
    <name>twb::TemplateStore</name>
    <message>
        <source>Template path `%1` leaves the templates folder %2; use a path relative to it.</source>
        <translation>Vorlagenpfad `%1` verlässt den Vorlagenordner %2; einen Pfad relativ dazu verwenden.</translation>
    </message>
    <message>
        <source>the file is missing or unreadable</source>
        <translation>die Datei fehlt oder ist nicht lesbar</translation>
    </message>
    <message>
        <source>the templates folder does not exist; set TPUWB_TEMPLATES or reinstall</source>
        <translation>der Vorlagenordner existiert nicht; TPUWB_TEMPLATES setzen oder neu installieren</translation>
    </message>
    <message>
        <source>Cannot read template %1 (%2).</source>
        <translation>Kann Vorlage %1 nicht lesen (%2).</translation>
    </message>
    <message>
        <source>Template folder %1 does not exist; set TPUWB_TEMPLATES or reinstall.</source>
        <translation>Vorlagenordner %1 existiert nicht; TPUWB_TEMPLATES setzen oder neu installieren.</translation>
    </message>
</context>
<context>
    <name>twb::TensorTableModel</name>
    <message>
        <source>Dimension %1 (%2): the mesh axes it is split over</source>
        <translation>Dimension %1 (%2): die Mesh-Achsen, über die sie geteilt wird</translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation>Tensor</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <source>Dim 0</source>
        <translation>Dim 0</translation>
    </message>
    <message>
        <source>Dim 1</source>
        <translation>Dim 1</translation>
    </message>
    <message>
        <source>Dim 2</source>
        <translation>Dim 2</translation>
    </message>
    <message>
        <source>Shard per device</source>
        <translation>Shard pro Device</translation>
    </message>
    <message>
        <source>Bytes / device</source>
        <translation>Bytes / Device</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
</context>
<context>
    <name>twb::TfEventReader</name>
    <message>
        <source>%1: the record at byte %2 is damaged (%3); it is skipped and the file read on.</source>
        <translation>%1: der Record bei Byte %2 ist beschädigt (%3); er wird übersprungen und die Datei weitergelesen.</translation>
    </message>
</context>
<context>
    <name>twb::TfRecordReader</name>
    <message>
        <source>a record length of %1 bytes, past the limit of %2</source>
        <translation>eine Record-Länge von %1 Bytes, über der Grenze von %2</translation>
    </message>
    <message>
        <source>the length&apos;s checksum does not match</source>
        <translation>die Prüfsumme der Länge stimmt nicht</translation>
    </message>
    <message>
        <source>the data&apos;s checksum does not match</source>
        <translation>die Prüfsumme der Daten stimmt nicht</translation>
    </message>
</context>
<context>
    <name>twb::TorchXlaPorter</name>
    <message>
        <source>device placement</source>
        <translation>Geräteplatzierung</translation>
    </message>
    <message>
        <source>.cuda() call</source>
        <translation>.cuda()-Aufruf</translation>
    </message>
    <message>
        <source>mixed precision (bf16)</source>
        <translation>gemischte Genauigkeit (bf16)</translation>
    </message>
    <message>
        <source>step boundary</source>
        <translation>Schrittgrenze</translation>
    </message>
    <message>
        <source>device loader</source>
        <translation>Geräte-Loader</translation>
    </message>
    <message>
        <source>process launch</source>
        <translation>Prozessstart</translation>
    </message>
    <message>
        <source>runtime call</source>
        <translation>Laufzeitaufruf</translation>
    </message>
    <message>
        <source>imports</source>
        <translation>Importe</translation>
    </message>
    <message>
        <source>%1 does not exist or is not a file; give the Python training script to port.</source>
        <translation>%1 existiert nicht oder ist keine Datei; geben Sie das Python-Trainingsskript an, das portiert werden soll.</translation>
    </message>
    <message>
        <source>The port script %1 is missing; reinstall the workbench or set TPUWB_TEMPLATES to a templates folder that has it.</source>
        <translation>Das Portierungsskript %1 fehlt; installieren Sie die Workbench neu oder setzen Sie TPUWB_TEMPLATES auf einen Vorlagenordner, der es enthält.</translation>
    </message>
    <message>
        <source>%1 cannot be started (%2); install Python 3 or give the interpreter with --python (or TPUWB_PYTHON).</source>
        <translation>%1 lässt sich nicht starten (%2); installieren Sie Python 3 oder geben Sie den Interpreter mit --python (oder TPUWB_PYTHON) an.</translation>
    </message>
    <message>
        <source>%1 %2 did not finish within a minute on %3.</source>
        <translation>%1 %2 wurde bei %3 nicht innerhalb einer Minute fertig.</translation>
    </message>
    <message>
        <source>%1 %2 failed on %3 (exit status %4): %5; it needs Python 3.9 or newer.</source>
        <translation>%1 %2 ist bei %3 fehlgeschlagen (Exit-Status %4): %5; es braucht Python 3.9 oder neuer.</translation>
    </message>
    <message>
        <source>the output of %1</source>
        <translation>die Ausgabe von %1</translation>
    </message>
    <message>
        <source>%1 printed no JSON object for %2.</source>
        <translation>%1 hat für %2 kein JSON-Objekt ausgegeben.</translation>
    </message>
    <message>
        <source>%1 exists already (the original of an earlier port?); move it away, then write the port again.</source>
        <translation>%1 existiert bereits (das Original einer früheren Portierung?); verschieben Sie es und schreiben Sie die Portierung dann erneut.</translation>
    </message>
    <message>
        <source>%1 changed since it was ported; port it again.</source>
        <translation>%1 hat sich seit der Portierung geändert; portieren Sie es erneut.</translation>
    </message>
</context>
<context>
    <name>twb::TpuGeneration</name>
    <message>
        <source>%1 (e.g. %2)</source>
        <translation>%1 (z. B. %2)</translation>
    </message>
    <message>
        <source> [naming uncertain]</source>
        <translation> [Benennung unsicher]</translation>
    </message>
</context>
<context>
    <name>twb::UiLanguage</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <extracomment>Language menu: use the operating system&apos;s language</extracomment>
        <translation>&amp;Systemsprache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>TPU Workbench will use %1 from its next start.</source>
        <translation>TPU Workbench verwendet %1 ab dem nächsten Start.</translation>
    </message>
    <message>
        <source>the system language</source>
        <translation>die Systemsprache</translation>
    </message>
</context>
<context>
    <name>twb::UseKernelDialog</name>
    <message>
        <source>Use the kernel in an experiment</source>
        <translation>Kernel in einem Experiment verwenden</translation>
    </message>
    <message>
        <source>Switches %1 into the experiment (model.kernels), copies it into the project and checks it against the plain module on the first batch of every run. On a CPU the Pallas kernel runs in interpret mode.</source>
        <translation>Schaltet %1 in das Experiment ein (model.kernels), kopiert ihn in das Projekt und vergleicht ihn in jedem Lauf beim ersten Batch mit dem einfachen Modul. Auf einer CPU läuft der Pallas-Kernel im Interpretermodus.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Create the A/B ablation (kernel off / on)</source>
        <translation>A/B-Ablation anlegen (Kernel aus / an)</translation>
    </message>
    <message>
        <source> seeds</source>
        <translation> Seeds</translation>
    </message>
    <message>
        <source>Overwrite project files edited by hand</source>
        <translation>Von Hand bearbeitete Projektdateien überschreiben</translation>
    </message>
    <message>
        <source>Experiment:</source>
        <translation>Experiment:</translation>
    </message>
    <message>
        <source>Module:</source>
        <translation>Modul:</translation>
    </message>
    <message>
        <source>Use kernel</source>
        <translation>Kernel verwenden</translation>
    </message>
    <message>
        <source>No scaffolded experiment in this workspace</source>
        <translation>Kein erzeugtes Experiment in diesem Arbeitsbereich</translation>
    </message>
</context>
<context>
    <name>twb::ValidatedWizardPage</name>
    <message>
        <source>Error:</source>
        <translation>Fehler:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Hinweis:</translation>
    </message>
</context>
<context>
    <name>twb::ValueRange</name>
    <message>
        <source>%1: lo and hi must be finite numbers.</source>
        <translation>%1: lo und hi müssen endliche Zahlen sein.</translation>
    </message>
    <message>
        <source>%1: n is %2; give the number of values, from 1 to %3.</source>
        <translation>%1: n ist %2; die Anzahl der Werte angeben, von 1 bis %3.</translation>
    </message>
    <message>
        <source>%1: a log range needs lo and hi above 0 (got %2 and %3); use &quot;scale&quot;: &quot;linear&quot; or positive ends.</source>
        <translation>%1: ein logarithmischer Bereich braucht lo und hi über 0 (erhalten %2 und %3); &quot;scale&quot;: &quot;linear&quot; oder positive Enden verwenden.</translation>
    </message>
    <message>
        <source>%1 must be an object {&quot;lo&quot;, &quot;hi&quot;, &quot;n&quot;, &quot;scale&quot;} or a string &quot;lo:hi:n&quot;, not a %2.</source>
        <translation>%1 muss ein Objekt {&quot;lo&quot;, &quot;hi&quot;, &quot;n&quot;, &quot;scale&quot;} oder ein String &quot;lo:hi:n&quot; sein, kein %2.</translation>
    </message>
    <message>
        <source>%1 has an unknown key &quot;%2&quot;; a range has lo, hi, n and scale.</source>
        <translation>%1 hat einen unbekannten Schlüssel &quot;%2&quot;; ein Bereich hat lo, hi, n und scale.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a number.</source>
        <translation>%1: &quot;%2&quot; muss eine Zahl sein.</translation>
    </message>
    <message>
        <source>%1: &quot;n&quot; must be an integer (how many values).</source>
        <translation>%1: &quot;n&quot; muss eine Ganzzahl sein (wie viele Werte).</translation>
    </message>
    <message>
        <source>%1: &quot;scale&quot; must be &quot;linear&quot; or &quot;log&quot;.</source>
        <translation>%1: &quot;scale&quot; muss &quot;linear&quot; oder &quot;log&quot; sein.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a range; write &quot;lo:hi:n&quot; (n log-spaced values) or &quot;lo:hi:n:lin&quot; (linear), for example &quot;1e-4:1e-2:3&quot;.</source>
        <translation>%1: &quot;%2&quot; ist kein Bereich; &quot;lo:hi:n&quot; (n logarithmisch verteilte Werte) oder &quot;lo:hi:n:lin&quot; (linear) schreiben, zum Beispiel &quot;1e-4:1e-2:3&quot;.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; has no scale, so it means %3 log-spaced values, which need ends above 0; earlier versions read it as linear: write &quot;%2:lin&quot; for that.</source>
        <translation>%1: &quot;%2&quot; hat keine Skala, bedeutet also %3 logarithmisch verteilte Werte, die Enden über 0 brauchen; frühere Versionen lasen es linear: dafür &quot;%2:lin&quot; schreiben.</translation>
    </message>
</context>
<context>
    <name>twb::VariableEditor</name>
    <message>
        <source>The dotted field of experiment.json to vary, such as train.lr</source>
        <translation>Das gepunktete Feld von experiment.json, das variiert wird, etwa train.lr</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>1, 2, 4   or   adamw, sgd</source>
        <translation>1, 2, 4   oder   adamw, sgd</translation>
    </message>
    <message>
        <source>lo</source>
        <extracomment>placeholder: lower end of a value range</extracomment>
        <translation>min</translation>
    </message>
    <message>
        <source>hi</source>
        <extracomment>placeholder: upper end of a value range</extracomment>
        <translation>max</translation>
    </message>
    <message>
        <source>n = </source>
        <translation>n = </translation>
    </message>
    <message>
        <source>linear</source>
        <translation>linear</translation>
    </message>
    <message>
        <source>log</source>
        <translation>log</translation>
    </message>
    <message>
        <source>Field:</source>
        <translation>Feld:</translation>
    </message>
    <message>
        <source>Values:</source>
        <translation>Werte:</translation>
    </message>
    <message>
        <source>Baseline:</source>
        <translation>Baseline:</translation>
    </message>
    <message>
        <source>Give at least one value, such as 1, 2, 4.</source>
        <translation>Mindestens einen Wert angeben, etwa 1, 2, 4.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has an empty value between commas.</source>
        <translation>&quot;%1&quot; hat einen leeren Wert zwischen Kommas.</translation>
    </message>
    <message>
        <source>lo and hi must be numbers, such as 1e-4 and 1e-2.</source>
        <translation>lo und hi müssen Zahlen sein, etwa 1e-4 und 1e-2.</translation>
    </message>
    <message>
        <source>the base experiment&apos;s value</source>
        <translation>der Wert des Basis-Experiments</translation>
    </message>
    <message numerus="yes">
        <source>→ %n value(s): %1</source>
        <translation>
            <numerusform>→ %n Wert: %1</numerusform>
            <numerusform>→ %n Werte: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::VariableListModel</name>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Baseline</translation>
    </message>
</context>
<context>
    <name>twb::VerificationView</name>
    <message>
        <source>Verify</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Check the run against ml-engine&apos;s self-verification list (`tpuwb run verify`)</source>
        <translation>Den Run gegen die Selbstprüfungsliste von ml-engine prüfen (`tpuwb run verify`)</translation>
    </message>
    <message>
        <source>Checks: no run open.</source>
        <translation>Prüfungen: kein Run geöffnet.</translation>
    </message>
    <message numerus="yes">
        <source>Checks: all %n applicable passed.</source>
        <translation>
            <numerusform>Prüfungen: alle %n zutreffende bestanden.</numerusform>
            <numerusform>Prüfungen: alle %n zutreffenden bestanden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checks: %n failed.</source>
        <translation>
            <numerusform>Prüfungen: %n fehlgeschlagen.</numerusform>
            <numerusform>Prüfungen: %n fehlgeschlagen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checks: none applies yet.</source>
        <translation>Prüfungen: noch keine zutreffend.</translation>
    </message>
</context>
<context>
    <name>twb::Workspace</name>
    <message>
        <source>The workspace %1 is on a read-only file system: it is open for reading only, and saving, launching and other changes are off. Remount it read-write or copy it to a writable folder to change it.</source>
        <translation>Der Arbeitsbereich %1 liegt auf einem schreibgeschützten Dateisystem: er ist nur zum Lesen geöffnet, Speichern, Starten und andere Änderungen sind aus. Ihn schreibbar einhängen oder in einen beschreibbaren Ordner kopieren, um ihn zu ändern.</translation>
    </message>
    <message>
        <source>The workspace %1 is not writable by this user: it is open for reading only, and saving, launching and other changes are off. Check the folder&apos;s permissions or copy it to a writable folder to change it.</source>
        <translation>Der Arbeitsbereich %1 ist für diesen Benutzer nicht beschreibbar: er ist nur zum Lesen geöffnet, Speichern, Starten und andere Änderungen sind aus. Die Rechte des Ordners prüfen oder ihn in einen beschreibbaren Ordner kopieren, um ihn zu ändern.</translation>
    </message>
    <message>
        <source>Cannot create the workspace folder %1. Check the permissions or choose another workspace.</source>
        <translation>Kann den Arbeitsbereich-Ordner %1 nicht anlegen. Die Rechte prüfen oder einen anderen Arbeitsbereich wählen.</translation>
    </message>
    <message>
        <source>%1 has schema %2, which this version of TPU Workbench cannot read (it reads %3). Use a newer TPU Workbench.</source>
        <translation>%1 hat Schema %2, das diese Version von TPU Workbench nicht lesen kann (sie liest %3). Eine neuere TPU Workbench verwenden.</translation>
    </message>
</context>
<context>
    <name>twb::WorkspaceLock</name>
    <message>
        <source>Cannot create the workspace folder %1 for its lock file. Check the permissions or choose another workspace.</source>
        <translation>Der Arbeitsbereichsordner %1 für seine Sperrdatei kann nicht angelegt werden. Prüfen Sie die Berechtigungen oder wählen Sie einen anderen Arbeitsbereich.</translation>
    </message>
    <message>
        <source>Cannot write the lock file %1: the workspace folder is not writable.</source>
        <translation>Die Sperrdatei %1 kann nicht geschrieben werden: der Arbeitsbereichsordner ist nicht beschreibbar.</translation>
    </message>
    <message>
        <source>Cannot write the lock file %1. Check the folder and the disk.</source>
        <translation>Die Sperrdatei %1 kann nicht geschrieben werden. Prüfen Sie den Ordner und die Festplatte.</translation>
    </message>
    <message>
        <source>Read-only: another window (pid %1 on %2, since %3) has the workspace %4 open, so saving, launching and other changes are off here. Close that window and open the workspace again to change it.</source>
        <translation>Schreibgeschützt: ein anderes Fenster (PID %1 auf %2, seit %3) hat den Arbeitsbereich %4 geöffnet, daher sind Speichern, Starten und andere Änderungen hier aus. Schließen Sie jenes Fenster und öffnen Sie den Arbeitsbereich erneut, um ihn zu ändern.</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>diese Maschine</translation>
    </message>
</context>
<context>
    <name>twb::WorkspaceLockKeeper</name>
    <message>
        <source>Workspace in use</source>
        <translation>Arbeitsbereich in Benutzung</translation>
    </message>
    <message>
        <source>Another TPU Workbench window has the workspace %1 open.</source>
        <translation>Ein anderes TPU-Workbench-Fenster hat den Arbeitsbereich %1 geöffnet.</translation>
    </message>
    <message>
        <source>Process %1 (%2) on %3 has had it open since %4. One window at a time changes a workspace; open it read-only here to look at it, or cancel and switch to that window.</source>
        <translation>Prozess %1 (%2) auf %3 hat ihn seit %4 geöffnet. Nur ein Fenster zur Zeit ändert einen Arbeitsbereich; öffnen Sie ihn hier schreibgeschützt, um ihn anzusehen, oder brechen Sie ab und wechseln Sie zu jenem Fenster.</translation>
    </message>
    <message>
        <source>unknown program</source>
        <translation>unbekanntes Programm</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>diese Maschine</translation>
    </message>
    <message>
        <source>Open Read-Only</source>
        <translation>Schreibgeschützt öffnen</translation>
    </message>
</context>
<context>
    <name>twb::WorkspaceTrust</name>
    <message>
        <source>Machine %1 in %2 asks to run a command this workspace carries (%3): %4
A workspace can come from someone else&apos;s repository, so its commands run only once you trust it. If you know this command, trust the workspace with `tpuwb --workspace %5 workspace trust` (or answer the question the app asks when it opens the workspace); nothing was run.</source>
        <translation>Maschine %1 in %2 will einen Befehl ausführen, den dieser Arbeitsbereich mitbringt (%3): %4
Ein Arbeitsbereich kann aus dem Repository eines anderen stammen, daher laufen seine Befehle erst, wenn Sie ihm vertrauen. Wenn Sie diesen Befehl kennen, dem Arbeitsbereich mit `tpuwb --workspace %5 workspace trust` vertrauen (oder die Frage beantworten, die die App beim Öffnen stellt); nichts wurde ausgeführt.</translation>
    </message>
    <message>
        <source>Run %1 (%2) names a Python interpreter this workspace carries: %3
A workspace can come from someone else&apos;s repository, so the programs it names run only once you trust it. If you know this program, trust the workspace with `tpuwb --workspace %4 workspace trust` (or answer the question the app asks when it opens the workspace); nothing was run.</source>
        <translation>Run %1 (%2) nennt einen Python-Interpreter, den dieser Arbeitsbereich mitbringt: %3
Ein Arbeitsbereich kann aus dem Repository eines anderen stammen, daher laufen die darin genannten Programme erst, wenn Sie ihm vertrauen. Wenn Sie dieses Programm kennen, vertrauen Sie dem Arbeitsbereich mit `tpuwb --workspace %4 workspace trust` (oder beantworten Sie die Frage, die die App beim Öffnen des Arbeitsbereichs stellt); es wurde nichts ausgeführt.</translation>
    </message>
</context>
<context>
    <name>twb::WorkspaceTrustPrompt</name>
    <message>
        <source>&lt;li&gt;machine &lt;b&gt;%1&lt;/b&gt;, %2:&lt;br&gt;&lt;code&gt;%3&lt;/code&gt;&lt;/li&gt;</source>
        <translation>&lt;li&gt;Maschine &lt;b&gt;%1&lt;/b&gt;, %2:&lt;br&gt;&lt;code&gt;%3&lt;/code&gt;&lt;/li&gt;</translation>
    </message>
    <message>
        <source>Trust this workspace?</source>
        <translation>Diesem Arbeitsbereich vertrauen?</translation>
    </message>
    <message>
        <source>Trust these commands</source>
        <translation>Diesen Befehlen vertrauen</translation>
    </message>
    <message>
        <source>Don&apos;t trust</source>
        <translation>Nicht vertrauen</translation>
    </message>
    <message numerus="yes">
        <source>Workspace %1 trusted: %n command(s) approved.</source>
        <translation>
            <numerusform>Arbeitsbereich %1 vertraut: %n Befehl freigegeben.</numerusform>
            <numerusform>Arbeitsbereich %1 vertraut: %n Befehle freigegeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Workspace %1 not trusted: its commands stay refused.</source>
        <translation>Arbeitsbereich %1 nicht vertraut: seine Befehle bleiben abgelehnt.</translation>
    </message>
    <message>
        <source>&lt;li&gt;%1:&lt;br&gt;&lt;code&gt;%2&lt;/code&gt;&lt;/li&gt;</source>
        <translation>&lt;li&gt;%1:&lt;br&gt;&lt;code&gt;%2&lt;/code&gt;&lt;/li&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The workspace &lt;b&gt;%1&lt;/b&gt; carries commands and programs that the workbench would run on your machines:&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;A workspace can come from someone else&apos;s repository. Trust it only if you know these commands. Until you do, they are refused and nothing of them runs.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Arbeitsbereich &lt;b&gt;%1&lt;/b&gt; bringt Befehle und Programme mit, die die Workbench auf Ihren Maschinen ausführen würde:&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;Ein Arbeitsbereich kann aus dem Repository eines anderen stammen. Vertrauen Sie ihm nur, wenn Sie diese Befehle kennen. Bis dahin werden sie abgelehnt und nichts davon läuft.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>twb::XAxisTicker</name>
    <message>
        <source>step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>wall time</source>
        <translation>Echtzeit</translation>
    </message>
    <message>
        <source>time since start (h:m:s)</source>
        <translation>Zeit seit Start (h:m:s)</translation>
    </message>
</context>
<context>
    <name>twb::XPlaneReader</name>
    <message>
        <source>%1 is not an XPlane trace (its bytes do not read as an XSpace protobuf); the copy may be cut short: take the profile again, or open the file in XProf/TensorBoard.</source>
        <translation>%1 ist kein XPlane-Trace (die Bytes lassen sich nicht als XSpace-Protobuf lesen); die Kopie ist vielleicht abgeschnitten: das Profil erneut aufnehmen oder die Datei in XProf/TensorBoard öffnen.</translation>
    </message>
    <message>
        <source>%1 has no ProfilerStep#&lt;step&gt; spans: it was not written by the project&apos;s `tpuwb run profile` hook (scaffold the project again), or by a profiler whose steps were not marked.</source>
        <translation>%1 enthält keine ProfilerStep#&lt;step&gt;-Spannen: es wurde nicht vom `tpuwb run profile`-Hook des Projekts geschrieben (das Projekt neu erzeugen) oder von einem Profiler, dessen Schritte nicht markiert waren.</translation>
    </message>
    <message>
        <source>The trace holds no XLA operations (no device plane&apos;s &quot;XLA Ops&quot; line, no event with an hlo_op stat): the steps&apos; time is train.py&apos;s spans only.</source>
        <translation>Der Trace enthält keine XLA-Operationen (keine „XLA Ops“-Zeile einer Geräteebene, kein Ereignis mit hlo_op-Statistik): die Zeit der Schritte besteht nur aus den Spannen von train.py.</translation>
    </message>
    <message>
        <source>XLA operations from the device planes (&quot;XLA Ops&quot; lines), every device of the host together: compute and collective are the wall time during which at least one device ran such an operation; an operator&apos;s time is summed over the devices.</source>
        <translation>XLA-Operationen aus den Geräteebenen („XLA Ops“-Zeilen), alle Geräte des Hosts zusammen: Rechnen und Kollektive sind die Wandzeit, in der mindestens ein Gerät eine solche Operation ausführte; die Zeit eines Operators ist über die Geräte summiert.</translation>
    </message>
    <message>
        <source>XLA on CPU (torch_xla&apos;s CPU runtime): the XLA operations ran on the host&apos;s threads for all virtual devices at once, so an operator&apos;s time is summed over the devices, and compute and collective are the wall time during which at least one device ran such an operation. A collective&apos;s time includes waiting for the other virtual devices (an in-process rendezvous, no interconnect). A TPU trace has device planes and device time instead; there is no HBM or device step time in a CPU trace.</source>
        <translation>XLA auf der CPU (CPU-Laufzeit von torch_xla): die XLA-Operationen liefen auf den Threads des Hosts für alle virtuellen Geräte zugleich, daher ist die Zeit eines Operators über die Geräte summiert, und Rechnen und Kollektive sind die Wandzeit, in der mindestens ein Gerät eine solche Operation ausführte. Die Zeit einer Kollektive enthält das Warten auf die anderen virtuellen Geräte (ein Rendezvous im Prozess, kein Interconnect). Ein TPU-Trace hat stattdessen Geräteebenen und Gerätezeit; ein CPU-Trace hat weder HBM noch Schrittzeit des Geräts.</translation>
    </message>
    <message>
        <source>trace fewer steps, or open it in XProf/TensorBoard.</source>
        <translation>zeichnen Sie weniger Schritte auf oder öffnen Sie sie in XProf/TensorBoard.</translation>
    </message>
</context>
<context>
    <name>twb::kernel::AutotuneResults</name>
    <message>
        <source>%1 must hold a JSON object.</source>
        <translation>%1 muss ein JSON-Objekt enthalten.</translation>
    </message>
</context>
<context>
    <name>twb::kernel::ExperimentKernelJob</name>
    <message>
        <source>%1 is not a folder; give the folder of a scaffolded experiment (tpuwb scaffold --out DIR).</source>
        <translation>%1 ist kein Ordner; den Ordner eines erzeugten Experiments angeben (tpuwb scaffold --out DIR).</translation>
    </message>
    <message>
        <source>%1 is missing: %2 is not a scaffolded experiment; scaffold it (tpuwb scaffold) or give its project folder.</source>
        <translation>%1 fehlt: %2 ist kein erzeugtes Experiment; es erzeugen (tpuwb scaffold) oder seinen Projektordner angeben.</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>kann %1 nicht lesen: %2</translation>
    </message>
    <message>
        <source>%1. The modules of %2 are: %3; a module&apos;s path (layers.0.attn_norm) or one of its tensors (layers.attn_norm) names one too.</source>
        <translation>%1. Die Module von %2 sind: %3; auch der Pfad eines Moduls (layers.0.attn_norm) oder einer seiner Tensoren (layers.attn_norm) benennt eines.</translation>
    </message>
    <message>
        <source>%1 defines no PyTorch module (no class deriving from nn.Module).</source>
        <translation>%1 definiert kein PyTorch-Modul (keine von nn.Module abgeleitete Klasse).</translation>
    </message>
    <message>
        <source>no module of the model is called `%1`</source>
        <translation>kein Modul des Modells heißt `%1`</translation>
    </message>
    <message>
        <source>`%1` is the whole model (its forward takes token ids); a kernel job is for one of its modules</source>
        <translation>`%1` ist das ganze Modell (sein forward nimmt Token-IDs); ein Kernel-Job ist für eines seiner Module</translation>
    </message>
    <message>
        <source>model.py never constructs `%1`, so its sizes are unknown</source>
        <translation>model.py konstruiert `%1` nirgends, daher sind seine Größen unbekannt</translation>
    </message>
    <message>
        <source>%1: `%2(...)` is built with `%3`, which the workbench cannot evaluate from %4; kernel jobs are made for modules built from config.json&apos;s values.</source>
        <translation>%1: `%2(...)` wird mit `%3` gebaut, was die Workbench aus %4 nicht auswerten kann; Kernel-Jobs werden für Module erstellt, die aus den Werten von config.json gebaut werden.</translation>
    </message>
    <message>
        <source>%1: train.batch_size, train.seq_len and model.d_model must be positive integers.</source>
        <translation>%1: train.batch_size, train.seq_len und model.d_model müssen positive Ganzzahlen sein.</translation>
    </message>
    <message>
        <source>%1: the batch (%2) or sequence (%3) does not divide over the mesh&apos;s input split (%4, %5); fix the mesh in the Mesh panel first.</source>
        <translation>%1: Batch (%2) oder Sequenz (%3) ist nicht durch die Eingabeaufteilung des Meshes (%4, %5) teilbar; erst das Mesh im Panel Mesh korrigieren.</translation>
    </message>
    <message>
        <source>cannot create the folder %1; check its permissions.</source>
        <translation>kann den Ordner %1 nicht anlegen; seine Berechtigungen prüfen.</translation>
    </message>
</context>
<context>
    <name>twb::kernel::ExternalEvaluation</name>
    <message>
        <source>the external comparison times a PyTorch source; this run&apos;s source is %1</source>
        <translation>der externe Vergleich misst eine PyTorch-Quelle; die Quelle dieses Runs ist %1</translation>
    </message>
    <message>
        <source>no kernel was published (optimized.py)</source>
        <translation>kein Kernel wurde veröffentlicht (optimized.py)</translation>
    </message>
</context>
<context>
    <name>twb::kernel::IdeasLedger</name>
    <message>
        <source>%1 must hold a JSON object.</source>
        <translation>%1 muss ein JSON-Objekt enthalten.</translation>
    </message>
</context>
<context>
    <name>twb::kernel::JobPlan</name>
    <message>
        <source>  (n/a: no golden values for CUDA)</source>
        <translation>  (n. v.: keine Golden-Werte für CUDA)</translation>
    </message>
</context>
<context>
    <name>twb::kernel::JobValidator</name>
    <message>
        <source>the job file must hold a JSON object, found %1</source>
        <translation>die Job-Datei muss ein JSON-Objekt enthalten, gefunden: %1</translation>
    </message>
    <message>
        <source>schema is %1, expected &apos;%2&apos;; validating as v1 anyway</source>
        <translation>Schema ist %1, erwartet &apos;%2&apos;; wird trotzdem als v1 geprüft</translation>
    </message>
    <message>
        <source>`input` is required and must be an object</source>
        <translation>`input` ist erforderlich und muss ein Objekt sein</translation>
    </message>
    <message>
        <source>input.type must be one of %1, got %2</source>
        <translation>input.type muss eines von %1 sein, ist %2</translation>
    </message>
    <message>
        <source>input.type is &apos;specification&apos; but input.path is set. A specification job has no source file -- if you have one, give its real type instead.</source>
        <translation>input.type ist &apos;specification&apos;, aber input.path ist gesetzt. Ein Spezifikations-Job hat keine Quelldatei -- wenn Sie eine haben, stattdessen ihren echten Typ angeben.</translation>
    </message>
    <message>
        <source>input.type is &apos;specification&apos; requires an input.specification object describing what to compute.</source>
        <translation>input.type ist &apos;specification&apos; und verlangt ein input.specification-Objekt, das beschreibt, was zu berechnen ist.</translation>
    </message>
    <message>
        <source>input.specification.description is required: one or two sentences naming the computation.</source>
        <translation>input.specification.description ist erforderlich: ein oder zwei Sätze, die die Berechnung benennen.</translation>
    </message>
    <message>
        <source>input.specification.tensors is required and must be a non-empty list. Shapes and dtypes cannot be invented: they define the problem, and general_rules #6 forbids substituting them.</source>
        <translation>input.specification.tensors ist erforderlich und muss eine nicht leere Liste sein. Formen und dtypes lassen sich nicht erfinden: sie definieren das Problem, und general_rules #6 verbietet, sie zu ersetzen.</translation>
    </message>
    <message>
        <source>input.specification.tensors[%1] must be an object</source>
        <translation>input.specification.tensors[%1] muss ein Objekt sein</translation>
    </message>
    <message>
        <source>input.specification.tensors[%1].shape is [] (a scalar); MaxKernel&apos;s own validator rejects an empty shape</source>
        <translation>input.specification.tensors[%1].shape ist [] (ein Skalar); MaxKernels eigener Validator lehnt eine leere Form ab</translation>
    </message>
    <message>
        <source>input.specification.tensors[%1] is missing &apos;%2&apos; (role is &apos;input&apos;, &apos;output&apos; or &apos;parameter&apos;)</source>
        <translation>input.specification.tensors[%1] fehlt &apos;%2&apos; (role ist &apos;input&apos;, &apos;output&apos; oder &apos;parameter&apos;)</translation>
    </message>
    <message>
        <source>input.specification.synthesize_as must be one of %1, got %2</source>
        <translation>input.specification.synthesize_as muss eines von %1 sein, ist %2</translation>
    </message>
    <message>
        <source>input.specification.user_confirms_baseline must be true. In this mode the agent writes the baseline it will then be scored against, so the run pauses for you to read and approve that baseline before any optimization begins. Setting this field is how you accept that step exists; the run will still stop and wait for the actual approval.</source>
        <translation>input.specification.user_confirms_baseline muss true sein. In diesem Modus schreibt der Agent die Baseline, gegen die er dann bewertet wird, also pausiert der Run, damit Sie diese Baseline lesen und freigeben, bevor eine Optimierung beginnt. Mit diesem Feld akzeptieren Sie, dass es diesen Schritt gibt; der Run stoppt trotzdem und wartet auf die eigentliche Freigabe.</translation>
    </message>
    <message>
        <source>input.path is required</source>
        <translation>input.path ist erforderlich</translation>
    </message>
    <message>
        <source>input.path must be a string (a file or folder), got %1</source>
        <translation>input.path muss ein String sein (Datei oder Ordner), ist %1</translation>
    </message>
    <message>
        <source>has_reference is required (true or false)</source>
        <translation>has_reference ist erforderlich (true oder false)</translation>
    </message>
    <message>
        <source>has_reference must be true or false, got %1</source>
        <translation>has_reference muss true oder false sein, ist %1</translation>
    </message>
    <message>
        <source>references must be a list</source>
        <translation>references muss eine Liste sein</translation>
    </message>
    <message>
        <source>has_reference is true but references is empty. Either give the reference path, or set has_reference to false — otherwise the run would silently proceed with no reference at all.</source>
        <translation>has_reference ist true, aber references ist leer. Entweder den Referenzpfad angeben oder has_reference auf false setzen — sonst liefe der Run still ohne jede Referenz weiter.</translation>
    </message>
    <message>
        <source>references[%1] must be an object</source>
        <translation>references[%1] muss ein Objekt sein</translation>
    </message>
    <message>
        <source>references[%1].type must be one of %2</source>
        <translation>references[%1].type muss eines von %2 sein</translation>
    </message>
    <message>
        <source>references[%1].path is required</source>
        <translation>references[%1].path ist erforderlich</translation>
    </message>
    <message>
        <source>references[%1].path must be a string, got %2</source>
        <translation>references[%1].path muss ein String sein, ist %2</translation>
    </message>
    <message>
        <source>references[%1].relationship must be one of %2</source>
        <translation>references[%1].relationship muss eines von %2 sein</translation>
    </message>
    <message>
        <source>references[%1].role is %2; &apos;donor&apos; is the only role MaxKernel knows</source>
        <translation>references[%1].role ist %2; &apos;donor&apos; ist die einzige Rolle, die MaxKernel kennt</translation>
    </message>
    <message>
        <source>needs_jax_conversion is required (true or false)</source>
        <translation>needs_jax_conversion ist erforderlich (true oder false)</translation>
    </message>
    <message>
        <source>needs_jax_conversion must be true or false, got %1</source>
        <translation>needs_jax_conversion muss true oder false sein, ist %1</translation>
    </message>
    <message>
        <source>jax_conversion.emit_readable_reference must be true or false, got %1</source>
        <translation>jax_conversion.emit_readable_reference muss true oder false sein, ist %1</translation>
    </message>
    <message>
        <source>needs_jax_conversion is true, so jax_conversion.method must be &apos;torchax&apos; or &apos;llm_port&apos;</source>
        <translation>needs_jax_conversion ist true, also muss jax_conversion.method &apos;torchax&apos; oder &apos;llm_port&apos; sein</translation>
    </message>
    <message>
        <source>input.type is &apos;jax&apos; and needs_jax_conversion is true. A JAX input is already the reference; there is nothing to convert.</source>
        <translation>input.type ist &apos;jax&apos; und needs_jax_conversion ist true. Eine JAX-Eingabe ist schon die Referenz; es gibt nichts zu konvertieren.</translation>
    </message>
    <message>
        <source>input.specification.synthesize_as is &apos;jax&apos; and needs_jax_conversion is true. A synthesized JAX baseline IS base.py; there is nothing further to convert.</source>
        <translation>input.specification.synthesize_as ist &apos;jax&apos; und needs_jax_conversion ist true. Eine synthetisierte JAX-Baseline IST base.py; es gibt nichts weiter zu konvertieren.</translation>
    </message>
    <message>
        <source>jax_conversion.method &apos;torchax&apos; cannot convert a CUDA input. torchax traces PyTorch modules; CUDA C++ has to be ported by an agent — use &apos;llm_port&apos;.</source>
        <translation>jax_conversion.method &apos;torchax&apos; kann keine CUDA-Eingabe konvertieren. torchax tract PyTorch-Module; CUDA-C++ muss von einem Agenten portiert werden — &apos;llm_port&apos; verwenden.</translation>
    </message>
    <message>
        <source>needs_jax_conversion is false but jax_conversion.method is %1; set it to &apos;none&apos; or omit it</source>
        <translation>needs_jax_conversion ist false, aber jax_conversion.method ist %1; auf &apos;none&apos; setzen oder weglassen</translation>
    </message>
    <message>
        <source>synthesize_as is &apos;pytorch&apos; but needs_jax_conversion is false. A synthesized PyTorch baseline still has to become base.py like any other PyTorch input -- set needs_jax_conversion true with a method, or synthesize_as &apos;jax&apos; to skip the step.</source>
        <translation>synthesize_as ist &apos;pytorch&apos;, aber needs_jax_conversion ist false. Eine synthetisierte PyTorch-Baseline muss wie jede andere PyTorch-Eingabe noch zu base.py werden -- needs_jax_conversion mit einer Methode auf true setzen oder synthesize_as &apos;jax&apos;, um den Schritt zu überspringen.</translation>
    </message>
    <message>
        <source>input.type is %1 with needs_jax_conversion false, so no base.py is produced. tools/assemble_test_harness.py binds `base_computation` from a file defining `computation`, so the internal timing harness cannot run. Either set needs_jax_conversion true, or set evaluation.compare_against_source true to measure externally with evaluation/compare_kernel.py.</source>
        <translation>input.type ist %1 mit needs_jax_conversion false, also wird keine base.py erzeugt. tools/assemble_test_harness.py bindet `base_computation` aus einer Datei, die `computation` definiert, daher kann das interne Zeitmessungs-Harness nicht laufen. Entweder needs_jax_conversion auf true setzen oder evaluation.compare_against_source auf true, um extern mit evaluation/compare_kernel.py zu messen.</translation>
    </message>
    <message>
        <source>jax_conversion.method is &apos;torchax&apos; with emit_readable_reference false: torchax produces the oracle but no base.py, so the internal timing harness cannot run.</source>
        <translation>jax_conversion.method ist &apos;torchax&apos; mit emit_readable_reference false: torchax erzeugt das Orakel, aber keine base.py, daher kann das interne Zeitmessungs-Harness nicht laufen.</translation>
    </message>
    <message>
        <source> evaluation.compare_against_source is set, so performance will be measured externally.</source>
        <translation> evaluation.compare_against_source ist gesetzt, also wird die Leistung extern gemessen.</translation>
    </message>
    <message>
        <source> Set emit_readable_reference true, or set evaluation.compare_against_source true.</source>
        <translation> emit_readable_reference auf true setzen oder evaluation.compare_against_source auf true setzen.</translation>
    </message>
    <message>
        <source>evaluation.compare_against_source is true, but synthesize_as is &apos;jax&apos;, so there is no PyTorch source to compare against. Use synthesize_as &apos;pytorch&apos; if you want that measurement.</source>
        <translation>evaluation.compare_against_source ist true, aber synthesize_as ist &apos;jax&apos;, also gibt es keine PyTorch-Quelle zum Vergleich. synthesize_as &apos;pytorch&apos; verwenden, wenn Sie diese Messung wollen.</translation>
    </message>
    <message>
        <source>evaluation.compare_against_source is true for a CUDA input. A TPU host cannot execute CUDA, so there is nothing to compare against. Every number for a CUDA input is measured against the JAX port.</source>
        <translation>evaluation.compare_against_source ist true für eine CUDA-Eingabe. Ein TPU-Host kann kein CUDA ausführen, also gibt es nichts zum Vergleich. Jede Zahl für eine CUDA-Eingabe wird gegen die JAX-Portierung gemessen.</translation>
    </message>
    <message>
        <source>correctness.%1 must be a positive number, got %2</source>
        <translation>correctness.%1 muss eine positive Zahl sein, ist %2</translation>
    </message>
    <message>
        <source>correctness.%1 is %2; a tolerance that loose accepts almost any output and will not catch a real error</source>
        <translation>correctness.%1 ist %2; eine so lockere Toleranz akzeptiert fast jede Ausgabe und fängt keinen echten Fehler</translation>
    </message>
    <message>
        <source>loop.max_iterations must be a positive integer, got %1</source>
        <translation>loop.max_iterations muss eine positive Ganzzahl sein, ist %1</translation>
    </message>
    <message numerus="yes">
        <source>has_reference is false but %n reference(s) are listed. The references would be ignored; say which you meant.</source>
        <translation>
            <numerusform>has_reference ist false, aber %n Referenz ist aufgeführt. Die Referenz würde ignoriert; angeben, was gemeint ist.</numerusform>
            <numerusform>has_reference ist false, aber %n Referenzen sind aufgeführt. Die Referenzen würden ignoriert; angeben, was gemeint ist.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::kernel::KernelJob</name>
    <message>
        <source>The job file %1 does not exist. Check the path.</source>
        <translation>Die Job-Datei %1 existiert nicht. Pfad prüfen.</translation>
    </message>
</context>
<context>
    <name>twb::kernel::KernelMachine</name>
    <message>
        <source>No machine named %1 in %2. Add it in the Machines panel or with `tpuwb registry add`.</source>
        <translation>Keine Maschine namens %1 in %2. Im Panel Maschinen oder mit `tpuwb registry add` hinzufügen.</translation>
    </message>
    <message>
        <source>This machine has no registry entry, so it names no workbench.kernel_worker_command and no worker can run %1; %3. Register it with its worker, e.g. `tpuwb registry add &apos;{&quot;mode&quot;: &quot;local&quot;, &quot;workbench&quot;: {&quot;kernel_worker_command&quot;: %2}}&apos;`, then create the run on that machine. &quot;replay&quot; instead replays the recorded RMSNorm example job only (docs/kernel.md).</source>
        <translation>Diese Maschine hat keinen Registry-Eintrag, nennt also kein workbench.kernel_worker_command, und kein Worker kann %1 ausführen; %3. Sie mit ihrem Worker registrieren, z. B. `tpuwb registry add &apos;{&quot;mode&quot;: &quot;local&quot;, &quot;workbench&quot;: {&quot;kernel_worker_command&quot;: %2}}&apos;`, dann den Run auf dieser Maschine anlegen. &quot;replay&quot; spielt stattdessen nur den aufgezeichneten RMSNorm-Beispiel-Job ab (docs/kernel.md).</translation>
    </message>
    <message>
        <source>Machine %1 has no workbench.kernel_worker_command, so no worker can run %2; %4. Set it in the machine&apos;s entry to the command that runs one MaxKernel iteration, e.g. &quot;kernel_worker_command&quot;: %3 (the shipped adapter for MaxKernel&apos;s maxkernel-worker, docs/kernel.md). &quot;replay&quot; instead replays the recorded RMSNorm example job only.</source>
        <translation>Maschine %1 hat kein workbench.kernel_worker_command, also kann kein Worker %2 ausführen; %4. Im Eintrag der Maschine den Befehl setzen, der eine MaxKernel-Iteration ausführt, z. B. &quot;kernel_worker_command&quot;: %3 (der mitgelieferte Adapter für maxkernel-worker von MaxKernel, docs/kernel.md). &quot;replay&quot; spielt stattdessen nur den aufgezeichneten RMSNorm-Beispiel-Job ab.</translation>
    </message>
    <message>
        <source>the job %1</source>
        <translation>der Job %1</translation>
    </message>
    <message>
        <source>nothing was created</source>
        <translation>nichts wurde angelegt</translation>
    </message>
    <message>
        <source>the run %1</source>
        <translation>der Run %1</translation>
    </message>
    <message>
        <source>nothing was dispatched</source>
        <translation>nichts wurde verteilt</translation>
    </message>
    <message>
        <source>The run %1 is a REPLAY of the recorded example; machine %2 now names a real worker (%3), which would mix measured iterations with copied ones. Create a new run from the job instead.</source>
        <translation>Der Run %1 ist ein REPLAY des aufgezeichneten Beispiels; Maschine %2 nennt jetzt einen echten Worker (%3), der gemessene mit kopierten Iterationen mischen würde. Stattdessen einen neuen Run aus dem Job anlegen.</translation>
    </message>
    <message>
        <source>Machine %1 uses the replay worker (workbench.kernel_worker_command: &quot;replay&quot;), but the run %2 was not created for the replay of the recorded example job; it is not dispatched. Set workbench.kernel_worker_command to a real worker, e.g. &quot;bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}&quot;.</source>
        <translation>Maschine %1 verwendet den Replay-Worker (workbench.kernel_worker_command: &quot;replay&quot;), aber der Run %2 wurde nicht für das Replay des aufgezeichneten Beispiel-Jobs angelegt; er wird nicht verteilt. workbench.kernel_worker_command auf einen echten Worker setzen, z. B. &quot;bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}&quot;.</translation>
    </message>
</context>
<context>
    <name>twb::kernel::KernelOrchestrator</name>
    <message>
        <source>max_iterations %1 -&gt; %2</source>
        <translation>max_iterations %1 -&gt; %2</translation>
    </message>
    <message>
        <source>A worker of %1 has been running on %2 for more than %3 s and still holds %4. Check it on the host, then run the orchestrator again.</source>
        <translation>Ein Worker von %1 läuft seit mehr als %3 s auf %2 und hält noch %4. Ihn auf dem Host prüfen, dann den Orchestrator erneut ausführen.</translation>
    </message>
    <message>
        <source>`flock` failed on %1 (exit %2): %3. The host needs util-linux&apos;s flock.</source>
        <translation>`flock` auf %1 fehlgeschlagen (Exit %2): %3. Der Host braucht flock aus util-linux.</translation>
    </message>
    <message>
        <source>no cancel command configured for this machine (%1)</source>
        <translation>kein Abbruch-Befehl für diese Maschine konfiguriert (%1)</translation>
    </message>
    <message>
        <source>%1; exit %2</source>
        <translation>%1; Exit %2</translation>
    </message>
    <message>
        <source>iter%1/optimized.py (%2 ms, speedup %3) -&gt; optimized.py%4</source>
        <translation>iter%1/optimized.py (%2 ms, Speedup %3) -&gt; optimized.py%4</translation>
    </message>
    <message>
        <source>; best_* corrected to follow the rule</source>
        <translation>; best_* gemäß der Regel korrigiert</translation>
    </message>
    <message>
        <source>no compiled and correct iteration; final_code_path is null</source>
        <translation>keine kompilierte und korrekte Iteration; final_code_path ist null</translation>
    </message>
    <message>
        <source>orchestrator started on %1 for %2</source>
        <translation>Orchestrator auf %1 für %2 gestartet</translation>
    </message>
    <message>
        <source>stop requested</source>
        <translation>Stopp angefordert</translation>
    </message>
    <message>
        <source>stopped on request; the run can be continued</source>
        <translation>auf Anforderung gestoppt; der Run kann fortgesetzt werden</translation>
    </message>
    <message>
        <source>%1/state.json has neither primary nor input_language (the older MaxCode format); it can be viewed but not run.</source>
        <translation>%1/state.json hat weder primary noch input_language (das ältere MaxCode-Format); es kann angesehen, aber nicht ausgeführt werden.</translation>
    </message>
    <message>
        <source>iteration %1 of %2 committed</source>
        <translation>Iteration %1 von %2 übernommen</translation>
    </message>
    <message>
        <source>port_verified is false: the baseline failed its gate; never retried</source>
        <translation>port_verified ist false: die Baseline hat ihre Prüfung nicht bestanden; nie wiederholt</translation>
    </message>
    <message>
        <source>the synthesized baseline (source.py, baseline_rationale.md) waits for approval: tpuwb kernel approve</source>
        <translation>die synthetisierte Baseline (source.py, baseline_rationale.md) wartet auf Freigabe: tpuwb kernel approve</translation>
    </message>
    <message>
        <source>worker for iteration %1 on %2</source>
        <translation>Worker für Iteration %1 auf %2</translation>
    </message>
    <message>
        <source>another worker of this run holds %1; waiting for it</source>
        <translation>ein anderer Worker dieses Runs hält %1; warte auf ihn</translation>
    </message>
    <message>
        <source>iteration %1 committed</source>
        <translation>Iteration %1 übernommen</translation>
    </message>
    <message>
        <source>baseline synthesized; approval needed (not counted as an attempt)</source>
        <translation>Baseline synthetisiert; Freigabe nötig (zählt nicht als Versuch)</translation>
    </message>
    <message>
        <source>the dispatch was stopped on request</source>
        <translation>das Verteilen wurde auf Anforderung gestoppt</translation>
    </message>
    <message>
        <source>state.json unchanged (iteration %1, target %2); worker exit %3%4</source>
        <translation>state.json unverändert (Iteration %1, Ziel %2); Worker-Exit %3%4</translation>
    </message>
    <message>
        <source>, timed out</source>
        <translation>, Zeitüberschreitung</translation>
    </message>
    <message>
        <source>dispatch left the state unchanged</source>
        <translation>Verteilen ließ den Zustand unverändert</translation>
    </message>
    <message>
        <source>%1 dispatches for iteration %2 left the state unchanged</source>
        <translation>%1 Verteilungen für Iteration %2 ließen den Zustand unverändert</translation>
    </message>
    <message>
        <source>attempt %1 of %2</source>
        <translation>Versuch %1 von %2</translation>
    </message>
    <message>
        <source>MaxKernel&apos;s evaluation/adapt_maxkernel.py and evaluation/compare_kernel.py are not in %1; add them to the checkout to have the run timed against your PyTorch</source>
        <translation>evaluation/adapt_maxkernel.py und evaluation/compare_kernel.py von MaxKernel fehlen in %1; sie dem Checkout hinzufügen, damit der Run gegen Ihr PyTorch gemessen wird</translation>
    </message>
    <message>
        <source>eval_vs_pytorch.json written by compare_kernel.py</source>
        <translation>eval_vs_pytorch.json von compare_kernel.py geschrieben</translation>
    </message>
    <message>
        <source>no result within 2 hours</source>
        <translation>kein Ergebnis innerhalb von 2 Stunden</translation>
    </message>
</context>
<context>
    <name>twb::kernel::KernelRunControl</name>
    <message>
        <source>There is no baseline to approve yet: %1/%2 is missing. Run the orchestrator until it pauses for approval.</source>
        <translation>Noch keine Baseline zum Freigeben: %1/%2 fehlt. Den Orchestrator laufen lassen, bis er für die Freigabe pausiert.</translation>
    </message>
    <message>
        <source>%1 is not waiting for a baseline approval (primary.language is %2).</source>
        <translation>%1 wartet nicht auf eine Baseline-Freigabe (primary.language ist %2).</translation>
    </message>
    <message>
        <source>baseline approved; primary.language = %1</source>
        <translation>Baseline freigegeben; primary.language = %1</translation>
    </message>
    <message>
        <source>stop requested by %1</source>
        <translation>Stopp angefordert von %1</translation>
    </message>
</context>
<context>
    <name>twb::kernel::KernelRunCreator</name>
    <message>
        <source>The job %1 is not valid; fix these first:
  %2</source>
        <translation>Der Job %1 ist nicht gültig; erst dies beheben:
  %2</translation>
    </message>
    <message>
        <source>The job %1 names paths that do not exist:
  %2</source>
        <translation>Der Job %1 nennt Pfade, die nicht existieren:
  %2</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Kann den Ordner %1 nicht anlegen.</translation>
    </message>
    <message>
        <source>created %1 on %2</source>
        <translation>%1 auf %2 angelegt</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>diese Maschine</translation>
    </message>
</context>
<context>
    <name>twb::kernel::KernelWorker</name>
    <message>
        <source>REPLAY of the recorded RMSNorm example: nothing was measured</source>
        <translation>REPLAY des aufgezeichneten RMSNorm-Beispiels: nichts wurde gemessen</translation>
    </message>
    <message>
        <source>the machine&apos;s worker command: %1</source>
        <translation>der Worker-Befehl der Maschine: %1</translation>
    </message>
    <message>
        <source>REPLAY: copied from the recorded RMSNorm example run (templates/kernel/examples/rmsnorm-torchax/recording); nothing was measured on this machine.</source>
        <translation>REPLAY: kopiert aus dem aufgezeichneten RMSNorm-Beispiel-Run (templates/kernel/examples/rmsnorm-torchax/recording); auf dieser Maschine wurde nichts gemessen.</translation>
    </message>
</context>
<context>
    <name>twb::kernel::OrchestratorJournal</name>
    <message>
        <source>Cannot open %1 to record a decision: %2.</source>
        <translation>Kann %1 nicht öffnen, um eine Entscheidung zu erfassen: %2.</translation>
    </message>
    <message>
        <source>Cannot write to %1: %2.</source>
        <translation>Kann nicht in %1 schreiben: %2.</translation>
    </message>
    <message>
        <source>Another orchestrator is already running this run (it holds a lock on %1). Stop it first, or wait for it to finish.</source>
        <translation>Ein anderer Orchestrator führt diesen Run bereits aus (er hält eine Sperre auf %1). Ihn erst stoppen oder warten, bis er fertig ist.</translation>
    </message>
</context>
<context>
    <name>twb::kernel::PhaseDeriver</name>
    <message>
        <source>torchax without a readable reference: no base.py can exist; this run needs the external harness</source>
        <translation>torchax ohne lesbare Referenz: es kann keine base.py geben; dieser Run braucht das externe Harness</translation>
    </message>
    <message>
        <source>approved by the user</source>
        <translation>vom Benutzer freigegeben</translation>
    </message>
    <message>
        <source>read source.py and baseline_rationale.md, then approve</source>
        <translation>source.py und baseline_rationale.md lesen, dann freigeben</translation>
    </message>
    <message>
        <source>torchax did not reproduce eager PyTorch; golden values captured instead</source>
        <translation>torchax hat eager PyTorch nicht reproduziert; stattdessen Golden-Werte erfasst</translation>
    </message>
    <message>
        <source>golden_path points at a missing file</source>
        <translation>golden_path zeigt auf eine fehlende Datei</translation>
    </message>
    <message>
        <source>%1 of %2 references dropped (no CUDA kernel found)</source>
        <translation>%1 von %2 Referenzen verworfen (kein CUDA-Kernel gefunden)</translation>
    </message>
    <message>
        <source>reference trust: %1</source>
        <translation>Vertrauen in die Referenz: %1</translation>
    </message>
    <message>
        <source>base.py is numerically or structurally different from the oracle; the run stopped</source>
        <translation>base.py weicht numerisch oder strukturell vom Orakel ab; der Run wurde gestoppt</translation>
    </message>
    <message>
        <source>no golden values for CUDA</source>
        <translation>keine Golden-Werte für CUDA</translation>
    </message>
    <message>
        <source>base.py does not compute what the source computes; emergency stop</source>
        <translation>base.py berechnet nicht, was die Quelle berechnet; Notstopp</translation>
    </message>
    <message>
        <source>base time %1 ms</source>
        <translation>Basiszeit %1 ms</translation>
    </message>
    <message>
        <source>the smoke test printed no BASE_TIME</source>
        <translation>der Smoke-Test gab keine BASE_TIME aus</translation>
    </message>
    <message>
        <source>base choice: %1</source>
        <translation>Basis-Wahl: %1</translation>
    </message>
    <message>
        <source>did not compile within the attempt budget</source>
        <translation>wurde im Versuchsbudget nicht kompiliert</translation>
    </message>
    <message>
        <source>CORRECTNESS: False; the kernel disagrees with base.py</source>
        <translation>CORRECTNESS: False; der Kernel weicht von base.py ab</translation>
    </message>
    <message>
        <source>best configuration applied</source>
        <translation>beste Konfiguration angewandt</translation>
    </message>
    <message>
        <source>no correct trial; nothing applied</source>
        <translation>kein korrekter Versuch; nichts angewandt</translation>
    </message>
    <message>
        <source>no DECISION line</source>
        <translation>keine DECISION-Zeile</translation>
    </message>
    <message>
        <source>state.json has neither `primary` nor `input_language` (the older MaxCode format); it can be viewed but not run.</source>
        <translation>state.json hat weder `primary` noch `input_language` (das ältere MaxCode-Format); es kann angesehen, aber nicht ausgeführt werden.</translation>
    </message>
    <message>
        <source>read state</source>
        <translation>State lesen</translation>
    </message>
    <message>
        <source>approval</source>
        <translation>Freigabe</translation>
    </message>
    <message>
        <source>oracle / golden</source>
        <translation>Orakel / Golden</translation>
    </message>
    <message>
        <source>jaxpr + HLO</source>
        <translation>jaxpr + HLO</translation>
    </message>
    <message>
        <source>port to base.py</source>
        <translation>Port nach base.py</translation>
    </message>
    <message>
        <source>references</source>
        <translation>Referenzen</translation>
    </message>
    <message>
        <source>ideas ledger</source>
        <translation>Ideen-Ledger</translation>
    </message>
    <message>
        <source>jnp ref. gate</source>
        <translation>jnp-Ref.-Gate</translation>
    </message>
    <message>
        <source>port gate</source>
        <translation>Port-Gate</translation>
    </message>
    <message>
        <source>harness</source>
        <translation>Harness</translation>
    </message>
    <message>
        <source>plan + code</source>
        <translation>Plan + Code</translation>
    </message>
    <message>
        <source>compile</source>
        <translation>Kompilieren</translation>
    </message>
    <message>
        <source>test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>autotune</source>
        <translation>Autotuning</translation>
    </message>
    <message>
        <source>profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>commit</source>
        <translation>Commit</translation>
    </message>
</context>
<context>
    <name>twb::kernel::PythonModuleSource</name>
    <message>
        <source>%1 has no PyTorch module `%2`; its modules are: %3.</source>
        <translation>%1 hat kein PyTorch-Modul `%2`; seine Module sind: %3.</translation>
    </message>
</context>
<context>
    <name>twb::kernel::ReplayRecording</name>
    <message>
        <source>Machine %1 uses the replay worker (workbench.kernel_worker_command: &quot;replay&quot;), which only replays the recorded example job (%2): it copies that run&apos;s files and numbers and measures nothing. The job %3 is not that job, so no run was created. Set workbench.kernel_worker_command to a real worker, e.g. &quot;bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}&quot; (docs/kernel.md).</source>
        <translation>Maschine %1 verwendet den Replay-Worker (workbench.kernel_worker_command: &quot;replay&quot;), der nur den aufgezeichneten Beispiel-Job (%2) abspielt: er kopiert die Dateien und Zahlen dieses Runs und misst nichts. Der Job %3 ist nicht dieser Job, also wurde kein Run angelegt. workbench.kernel_worker_command auf einen echten Worker setzen, z. B. &quot;bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}&quot; (docs/kernel.md).</translation>
    </message>
</context>
<context>
    <name>twb::kernel::RunArtifacts</name>
    <message>
        <source>optimized.py (published)</source>
        <translation>optimized.py (veröffentlicht)</translation>
    </message>
</context>
<context>
    <name>twb::kernel::RunHost</name>
    <message>
        <source>%1 failed on %2 (exit %3): %4</source>
        <translation>%1 auf %2 fehlgeschlagen (Exit %3): %4</translation>
    </message>
    <message>
        <source>Reading $HOME</source>
        <translation>Lese $HOME</translation>
    </message>
    <message>
        <source>%1 reports no usable home folder ($HOME is &quot;%2&quot;).</source>
        <translation>%1 meldet keinen nutzbaren Home-Ordner ($HOME ist &quot;%2&quot;).</translation>
    </message>
    <message>
        <source>Creating the folder %1</source>
        <translation>Lege den Ordner %1 an</translation>
    </message>
    <message>
        <source>%1 does not exist; nothing to copy.</source>
        <translation>%1 existiert nicht; nichts zu kopieren.</translation>
    </message>
    <message>
        <source>Copying %1 to %2</source>
        <translation>Kopiere %1 nach %2</translation>
    </message>
    <message>
        <source>Appending to %1 on %2 failed: %3</source>
        <translation>Anhängen an %1 auf %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>Listing %1</source>
        <translation>Liste %1</translation>
    </message>
    <message>
        <source>Cannot read %1 on %2: %3</source>
        <translation>Kann %1 auf %2 nicht lesen: %3</translation>
    </message>
    <message>
        <source>Writing %1 on %2 failed (exit %3): %4</source>
        <translation>Schreiben von %1 auf %2 fehlgeschlagen (Exit %3): %4</translation>
    </message>
    <message>
        <source>%1 on %2 kept changing while the workbench tried to update it; try again.</source>
        <translation>%1 auf %2 änderte sich ständig, während die Workbench es aktualisieren wollte; erneut versuchen.</translation>
    </message>
</context>
<context>
    <name>twb::kernel::RunLocation</name>
    <message>
        <source>%1 is not a kernel run folder: it has neither state.json nor %2. Pass the folder that `tpuwb kernel new` printed.</source>
        <translation>%1 ist kein Kernel-Run-Ordner: er hat weder state.json noch %2. Den Ordner angeben, den `tpuwb kernel new` ausgab.</translation>
    </message>
</context>
<context>
    <name>twb::kernel::RunReport</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source># Kernel run %1</source>
        <translation># Kernel-Run %1</translation>
    </message>
    <message>
        <source>- Machine: %1</source>
        <translation>- Maschine: %1</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>diese Maschine</translation>
    </message>
    <message>
        <source>- Worker: %1</source>
        <translation>- Worker: %1</translation>
    </message>
    <message>
        <source>not recorded (a run made outside the workbench): it is not known what produced these numbers</source>
        <translation>nicht erfasst (ein Run außerhalb der Workbench): es ist unbekannt, was diese Zahlen erzeugt hat</translation>
    </message>
    <message>
        <source>- Status: %1</source>
        <translation>- Status: %1</translation>
    </message>
    <message>
        <source>- state.json: %1</source>
        <translation>- state.json: %1</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>- Iterations: %1 of %2</source>
        <translation>- Iterationen: %1 von %2</translation>
    </message>
    <message>
        <source>## Baseline</source>
        <translation>## Baseline</translation>
    </message>
    <message>
        <source>The speedups below are against `base.py`, the JAX baseline, timed by MaxKernel&apos;s harness on the TPU (never against the original %1 source).</source>
        <translation>Die Speedups unten sind gegen `base.py`, die JAX-Baseline, gemessen vom Harness von MaxKernel auf der TPU (nie gegen die ursprüngliche %1-Quelle).</translation>
    </message>
    <message>
        <source>- Source language: %1; reference mode: %2</source>
        <translation>- Quellsprache: %1; Referenzmodus: %2</translation>
    </message>
    <message>
        <source>- Assurance of the baseline: %1</source>
        <translation>- Zusicherung der Baseline: %1</translation>
    </message>
    <message>
        <source>- Golden capture degraded: %1</source>
        <translation>- Golden-Erfassung beeinträchtigt: %1</translation>
    </message>
    <message>
        <source>- Base time: %1 ms</source>
        <translation>- Basiszeit: %1 ms</translation>
    </message>
    <message>
        <source>## Iterations</source>
        <translation>## Iterationen</translation>
    </message>
    <message>
        <source>Every number in this table was copied from the recording; none was measured.</source>
        <translation>Jede Zahl dieser Tabelle wurde aus der Aufzeichnung kopiert; keine wurde gemessen.</translation>
    </message>
    <message>
        <source>| Iteration | Compiled | Correct | Base ms | Optimized ms | Speedup vs base.py | Base | Outcome |</source>
        <translation>| Iteration | Kompiliert | Korrekt | Basis ms | Optimiert ms | Speedup ggü. base.py | Basis | Ergebnis |</translation>
    </message>
    <message>
        <source> (speedup above %1×: check correctness)</source>
        <translation> (Speedup über %1×: Korrektheit prüfen)</translation>
    </message>
    <message>
        <source> (base time drifted over 10 %)</source>
        <translation> (Basiszeit um über 10 % gedriftet)</translation>
    </message>
    <message>
        <source>## Result</source>
        <translation>## Ergebnis</translation>
    </message>
    <message>
        <source>- Best: iteration %1, %2 ms, %3× faster than base.py%4</source>
        <translation>- Bester: Iteration %1, %2 ms, %3× schneller als base.py%4</translation>
    </message>
    <message>
        <source> (replayed)</source>
        <translation> (wiedergegeben)</translation>
    </message>
    <message>
        <source>- Best: none; no iteration was correct and timed.</source>
        <translation>- Bester: keiner; keine Iteration war korrekt und gemessen.</translation>
    </message>
    <message>
        <source>- Published: %1</source>
        <translation>- Veröffentlicht: %1</translation>
    </message>
    <message>
        <source>nothing (no correct kernel)</source>
        <translation>nichts (kein korrekter Kernel)</translation>
    </message>
    <message>
        <source>- Warning: %1</source>
        <translation>- Warnung: %1</translation>
    </message>
    <message>
        <source>## External evaluation (vs your PyTorch)</source>
        <translation>## Externe Auswertung (gegen Ihr PyTorch)</translation>
    </message>
    <message>
        <source>`%1`, written by MaxKernel&apos;s `compare_kernel.py`: the kernel timed against your PyTorch module through torch_xla. Its speedup is against your source, not base.py; the gap between the two is the most informative number. The file is shown as written (its schema is not public).</source>
        <translation>`%1`, geschrieben von `compare_kernel.py` von MaxKernel: der Kernel gegen Ihr PyTorch-Modul über torch_xla gemessen. Sein Speedup ist gegen Ihre Quelle, nicht base.py; der Abstand zwischen beiden ist die aufschlussreichste Zahl. Die Datei wird wie geschrieben gezeigt (ihr Schema ist nicht öffentlich).</translation>
    </message>
    <message>
        <source>It could not be parsed: %1</source>
        <translation>Sie konnte nicht geparst werden: %1</translation>
    </message>
    <message>
        <source>Not offered: %1.</source>
        <translation>Nicht angeboten: %1.</translation>
    </message>
    <message>
        <source>Not run yet. To time the published kernel against your PyTorch module, run on the TPU VM, in MaxKernel&apos;s environment (`$MK` is its root):</source>
        <translation>Noch nicht ausgeführt. Um den veröffentlichten Kernel gegen Ihr PyTorch-Modul zu messen, auf der TPU-VM in der Umgebung von MaxKernel ausführen (`$MK` ist deren Wurzel):</translation>
    </message>
    <message>
        <source>The workbench shows `%1` here once it is in the run folder.</source>
        <translation>Die Workbench zeigt `%1` hier, sobald es im Run-Ordner liegt.</translation>
    </message>
</context>
<context>
    <name>twb::kernel::RunStatusReport</name>
    <message>
        <source>run       : %1 on %2</source>
        <translation>Run       : %1 auf %2</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>diese Maschine</translation>
    </message>
    <message>
        <source>worker    : %1</source>
        <translation>Worker    : %1</translation>
    </message>
    <message>
        <source>not recorded (it is not known what produced these numbers)</source>
        <translation>nicht erfasst (es ist unbekannt, was diese Zahlen erzeugt hat)</translation>
    </message>
    <message>
        <source> (nothing running; `tpuwb kernel run` continues it)</source>
        <translation> (nichts läuft; `tpuwb kernel run` setzt ihn fort)</translation>
    </message>
    <message>
        <source>status    : %1</source>
        <translation>Status    : %1</translation>
    </message>
    <message>
        <source>error     : %1</source>
        <translation>Fehler    : %1</translation>
    </message>
    <message>
        <source>iteration : %1 of %2</source>
        <translation>Iteration : %1 von %2</translation>
    </message>
    <message>
        <source>baseline  : %1 (assurance: %2)</source>
        <translation>Baseline  : %1 (Zusicherung: %2)</translation>
    </message>
    <message>
        <source>best      : iteration %1, %2 ms, speedup %3x vs base.py%4</source>
        <translation>bester     : Iteration %1, %2 ms, Speedup %3x ggü. base.py%4</translation>
    </message>
    <message>
        <source> (REPLAYED, not measured)</source>
        <translation> (WIEDERGEGEBEN, nicht gemessen)</translation>
    </message>
    <message>
        <source>best      : none yet (base.py)</source>
        <translation>bester    : noch keiner (base.py)</translation>
    </message>
    <message>
        <source>published : %1</source>
        <translation>veröffentlicht : %1</translation>
    </message>
    <message>
        <source>nothing (no correct kernel)</source>
        <translation>nichts (kein korrekter Kernel)</translation>
    </message>
    <message>
        <source>phase  status                  note</source>
        <translation>Phase  Status                  Hinweis</translation>
    </message>
    <message>
        <source>iterations (REPLAYED: every number copied from the recording)</source>
        <translation>Iterationen (WIEDERGEGEBEN: jede Zahl aus der Aufzeichnung kopiert)</translation>
    </message>
    <message>
        <source>iterations (numbers from the harness STDOUT)</source>
        <translation>Iterationen (Zahlen aus dem STDOUT des Harness)</translation>
    </message>
    <message>
        <source>phases 1-6: + done, - not applicable, . pending, &gt; running, x failed, ~ degraded, ? waiting, ! inconsistent</source>
        <translation>Phasen 1-6: + fertig, - n. z., . wartend, &gt; läuft, x fehlgeschlagen, ~ beeinträchtigt, ? wartet, ! inkonsistent</translation>
    </message>
    <message>
        <source>iter  compile test  base ms    opt ms     speedup  base   phases 1-6        outcome</source>
        <translation>Iter  Kompil Test  Basis ms   Opt ms     Speedup  Basis  Phasen 1-6        Ergebnis</translation>
    </message>
    <message>
        <source> [speedup &gt; %1x: check correctness]</source>
        <translation> [Speedup &gt; %1x: Korrektheit prüfen]</translation>
    </message>
    <message>
        <source> [base time drifted &gt;10%]</source>
        <translation> [Basiszeit um &gt;10% gedriftet]</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>warning   : %1</source>
        <translation>Warnung   : %1</translation>
    </message>
</context>
<context>
    <name>twb::kernel::StateSchema</name>
    <message>
        <source>a string</source>
        <translation>ein String</translation>
    </message>
    <message>
        <source>a string or null</source>
        <translation>ein String oder null</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true, false oder null</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine Ganzzahl</translation>
    </message>
    <message>
        <source>an integer or null</source>
        <translation>eine Ganzzahl oder null</translation>
    </message>
    <message>
        <source>a number or null</source>
        <translation>eine Zahl oder null</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>%1: field `%2` must be %3, but it is %4 (%5). The file was not changed; correct that field (or restore the file) and try again.</source>
        <translation>%1: Feld `%2` muss %3 sein, ist aber %4 (%5). Die Datei wurde nicht geändert; das Feld korrigieren (oder die Datei wiederherstellen) und erneut versuchen.</translation>
    </message>
    <message>
        <source>%1: field `%2` holds %3, which is not a measurement; it is read as null.</source>
        <translation>%1: Feld `%2` enthält %3, was kein Messwert ist; es wird als null gelesen.</translation>
    </message>
    <message>
        <source>%1 must hold a JSON object, but it holds %2. The file was not changed; restore it from a backup.</source>
        <translation>%1 muss ein JSON-Objekt enthalten, enthält aber %2. Die Datei wurde nicht geändert; aus einer Sicherung wiederherstellen.</translation>
    </message>
    <message>
        <source>%1 has no `primary` object (an older run); it was built from input_language and source_path.</source>
        <translation>%1 hat kein `primary`-Objekt (ein älterer Run); es wurde aus input_language und source_path gebildet.</translation>
    </message>
    <message>
        <source>%1: field `%2.iteration` is missing; every history entry names its iteration. The file was not changed.</source>
        <translation>%1: Feld `%2.iteration` fehlt; jeder Verlaufseintrag nennt seine Iteration. Die Datei wurde nicht geändert.</translation>
    </message>
    <message>
        <source>%1: field `%2` is %3, but it must be at least %4. The file was not changed.</source>
        <translation>%1: Feld `%2` ist %3, muss aber mindestens %4 sein. Die Datei wurde nicht geändert.</translation>
    </message>
    <message>
        <source>%1: field `%2` is %3, but it must be at most %4. The file was not changed.</source>
        <translation>%1: Feld `%2` ist %3, darf aber höchstens %4 sein. Die Datei wurde nicht geändert.</translation>
    </message>
</context>
<context>
    <name>twb::kernel::StatusText</name>
    <message>
        <source>worker started</source>
        <translation>Worker gestartet</translation>
    </message>
    <message>
        <source>iteration committed</source>
        <translation>Iteration übernommen</translation>
    </message>
    <message>
        <source>baseline waits for approval</source>
        <translation>Baseline wartet auf Freigabe</translation>
    </message>
    <message>
        <source>state.json unchanged</source>
        <translation>state.json unverändert</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>another worker is running</source>
        <translation>ein anderer Worker läuft</translation>
    </message>
    <message>
        <source>no state.json</source>
        <translation>keine state.json</translation>
    </message>
    <message>
        <source>state.json unreadable</source>
        <translation>state.json nicht lesbar</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>stopped: the baseline failed its gate</source>
        <translation>gestoppt: die Baseline hat ihre Prüfung nicht bestanden</translation>
    </message>
    <message>
        <source>emergency stop</source>
        <translation>Notstopp</translation>
    </message>
    <message>
        <source>waiting for baseline approval</source>
        <translation>wartet auf Freigabe der Baseline</translation>
    </message>
    <message>
        <source>setting up</source>
        <translation>wird eingerichtet</translation>
    </message>
    <message>
        <source>iterating</source>
        <translation>iteriert</translation>
    </message>
    <message>
        <source>kernel published</source>
        <translation>Kernel veröffentlicht</translation>
    </message>
    <message>
        <source>no correct kernel</source>
        <translation>kein korrekter Kernel</translation>
    </message>
    <message>
        <source>publishing</source>
        <translation>veröffentlicht</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>nicht zutreffend</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>wartend</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>degraded</source>
        <translation>beeinträchtigt</translation>
    </message>
    <message>
        <source>fell back to llm_port</source>
        <translation>auf llm_port zurückgefallen</translation>
    </message>
    <message>
        <source>waiting for approval</source>
        <translation>wartet auf Freigabe</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>inconsistent files</source>
        <translation>inkonsistente Dateien</translation>
    </message>
    <message>
        <source>best</source>
        <translation>bester</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>korrekt</translation>
    </message>
    <message>
        <source>incorrect</source>
        <translation>falsch</translation>
    </message>
    <message>
        <source>did not compile</source>
        <translation>nicht kompiliert</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>verified (structure and values)</source>
        <translation>geprüft (Struktur und Werte)</translation>
    </message>
    <message>
        <source>verified against golden values</source>
        <translation>gegen Golden-Werte geprüft</translation>
    </message>
    <message>
        <source>approved by you, not checked</source>
        <translation>von Ihnen freigegeben, nicht geprüft</translation>
    </message>
    <message>
        <source>unverified</source>
        <translation>ungeprüft</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Angelegt</translation>
    </message>
    <message>
        <source>Orchestrator started</source>
        <translation>Orchestrator gestartet</translation>
    </message>
    <message>
        <source>Iteration limit changed</source>
        <translation>Iterationslimit geändert</translation>
    </message>
    <message>
        <source>Dispatch</source>
        <translation>Verteilen</translation>
    </message>
    <message>
        <source>Cancel TPU jobs</source>
        <translation>TPU-Jobs abbrechen</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>Baseline approved</source>
        <translation>Baseline freigegeben</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>Veröffentlichen</translation>
    </message>
    <message>
        <source>Emergency stop</source>
        <translation>Notstopp</translation>
    </message>
    <message>
        <source>Stop requested</source>
        <translation>Stopp angefordert</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Orchestrator ended</source>
        <translation>Orchestrator beendet</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>nothing correct to publish</source>
        <translation>nichts Korrektes zum Veröffentlichen</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>worker command</source>
        <translation>Worker-Befehl</translation>
    </message>
    <message>
        <source>orchestrator running</source>
        <translation>Orchestrator läuft</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>pausiert</translation>
    </message>
</context>
<context>
    <name>twb::kernel::WorkerCommand</name>
    <message>
        <source>The kernel worker command is empty. Set workbench.kernel_worker_command in the machine&apos;s entry, e.g. &quot;bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}&quot;.</source>
        <translation>Der Kernel-Worker-Befehl ist leer. workbench.kernel_worker_command im Eintrag der Maschine setzen, z. B. &quot;bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}&quot;.</translation>
    </message>
    <message>
        <source>kernel_worker_command uses the placeholder {%1}; only {run_dir}, {target} and {python} exist. Fix the machine&apos;s entry.</source>
        <translation>kernel_worker_command verwendet den Platzhalter {%1}; es gibt nur {run_dir}, {target} und {python}. Den Eintrag der Maschine korrigieren.</translation>
    </message>
</context>
<context>
    <name>twb::kernel::WorkerPreflight</name>
    <message>
        <source>this machine</source>
        <translation>diese Maschine</translation>
    </message>
    <message>
        <source>`claude` is not on the PATH of a non-interactive shell on %1</source>
        <translation>`claude` ist nicht im PATH einer nicht-interaktiven Shell auf %1</translation>
    </message>
    <message>
        <source>Install the Claude Code CLI on %1 (npm install -g @anthropic-ai/claude-code) so that `claude` is found by a non-interactive shell there: the worker runs in the same kind of shell.</source>
        <translation>Das Claude Code CLI auf %1 installieren (npm install -g @anthropic-ai/claude-code), sodass eine nicht-interaktive Shell dort `claude` findet: der Worker läuft in derselben Art von Shell.</translation>
    </message>
    <message>
        <source>not checked: the Claude Code CLI is missing</source>
        <translation>nicht geprüft: das Claude Code CLI fehlt</translation>
    </message>
    <message>
        <source>Install the Claude Code CLI first (see claude_cli), then log in on %1.</source>
        <translation>Erst das Claude Code CLI installieren (siehe claude_cli), dann auf %1 anmelden.</translation>
    </message>
    <message>
        <source>ANTHROPIC_API_KEY is set</source>
        <translation>ANTHROPIC_API_KEY ist gesetzt</translation>
    </message>
    <message>
        <source>`claude auth status` says not logged in: %1</source>
        <translation>laut `claude auth status` nicht angemeldet: %1</translation>
    </message>
    <message>
        <source>Log in on %1: run `claude auth login` (or `claude` once) there as the user the workbench connects as, or export ANTHROPIC_API_KEY for non-interactive shells.</source>
        <translation>Auf %1 anmelden: dort `claude auth login` (oder einmal `claude`) als der Benutzer ausführen, mit dem sich die Workbench verbindet, oder ANTHROPIC_API_KEY für nicht-interaktive Shells exportieren.</translation>
    </message>
    <message>
        <source>workbench.maxkernel_root is not set</source>
        <translation>workbench.maxkernel_root ist nicht gesetzt</translation>
    </message>
    <message>
        <source>Set workbench.maxkernel_root in machine %1&apos;s entry to MaxKernel&apos;s folder on it (the maxkernel/claude-code folder of AI-Hypercomputer/accelerator-agents, e.g. &quot;~/maxkernel&quot;); runs are then created under its workspace/, where MaxKernel&apos;s guard lets the agent work.</source>
        <translation>workbench.maxkernel_root im Eintrag der Maschine %1 auf den MaxKernel-Ordner dort setzen (den Ordner maxkernel/claude-code von AI-Hypercomputer/accelerator-agents, z. B. &quot;~/maxkernel&quot;); Runs werden dann unter dessen workspace/ angelegt, wo der Guard von MaxKernel den Agenten arbeiten lässt.</translation>
    </message>
    <message>
        <source>%1 does not exist on %2</source>
        <translation>%1 existiert nicht auf %2</translation>
    </message>
    <message>
        <source>%1 has no tools/tpu_client.py and skill/SKILL.md</source>
        <translation>%1 fehlen tools/tpu_client.py und skill/SKILL.md</translation>
    </message>
    <message>
        <source>Clone AI-Hypercomputer/accelerator-agents on %1 and set workbench.maxkernel_root to its maxkernel/claude-code folder (the one with tools/tpu_client.py), or fix the path %2.</source>
        <translation>AI-Hypercomputer/accelerator-agents auf %1 klonen und workbench.maxkernel_root auf dessen Ordner maxkernel/claude-code setzen (den mit tools/tpu_client.py), oder den Pfad %2 korrigieren.</translation>
    </message>
    <message>
        <source>MaxKernel&apos;s install.py --with-guard</source>
        <translation>install.py --with-guard von MaxKernel</translation>
    </message>
    <message>
        <source>%1 was installed for another MaxKernel folder than %2</source>
        <translation>%1 wurde für einen anderen MaxKernel-Ordner als %2 installiert</translation>
    </message>
    <message>
        <source>Re-install MaxKernel&apos;s agents from this checkout on %1: %2</source>
        <translation>Die Agenten von MaxKernel aus diesem Checkout auf %1 neu installieren: %2</translation>
    </message>
    <message>
        <source>Install MaxKernel&apos;s agents on %1: %2 (set workbench.claude_dir when Claude Code&apos;s folder is not ~/.claude).</source>
        <translation>Die Agenten von MaxKernel auf %1 installieren: %2 (workbench.claude_dir setzen, wenn der Ordner von Claude Code nicht ~/.claude ist).</translation>
    </message>
    <message>
        <source>%1 is not installed on %2</source>
        <translation>%1 ist auf %2 nicht installiert</translation>
    </message>
    <message>
        <source>The worker runs headless with bypassPermissions; install MaxKernel&apos;s workspace guard so the agent stays in MaxKernel&apos;s folder: cd %1 &amp;&amp; %2 install.py --with-guard</source>
        <translation>Der Worker läuft headless mit bypassPermissions; den Workspace-Guard von MaxKernel installieren, damit der Agent im MaxKernel-Ordner bleibt: cd %1 &amp;&amp; %2 install.py --with-guard</translation>
    </message>
    <message>
        <source>%1 has no ALLOWED_ROOTS line the workbench can read</source>
        <translation>%1 hat keine ALLOWED_ROOTS-Zeile, die die Workbench lesen kann</translation>
    </message>
    <message>
        <source>Re-install the guard from MaxKernel&apos;s checkout (install.py --with-guard); the hook names the one folder the agent may use in ALLOWED_ROOTS.</source>
        <translation>Den Guard aus dem MaxKernel-Checkout neu installieren (install.py --with-guard); der Hook nennt in ALLOWED_ROOTS den einen Ordner, den der Agent verwenden darf.</translation>
    </message>
    <message>
        <source>%1 was copied without filling its placeholders (%2)</source>
        <translation>%1 wurde kopiert, ohne seine Platzhalter zu füllen (%2)</translation>
    </message>
    <message>
        <source>Install the guard with MaxKernel&apos;s install.py --with-guard, which fills {{MAXKERNEL_ROOT}}.</source>
        <translation>Den Guard mit install.py --with-guard von MaxKernel installieren, das {{MAXKERNEL_ROOT}} füllt.</translation>
    </message>
    <message>
        <source>the guard confines the agent to %1, but runs are created in %2</source>
        <translation>der Guard beschränkt den Agenten auf %1, aber Runs werden in %2 angelegt</translation>
    </message>
    <message>
        <source>Set workbench.maxkernel_root of machine %1 to %2 (runs then go to its workspace/), or workbench.maxkernel_workspace to a folder under it.</source>
        <translation>workbench.maxkernel_root der Maschine %1 auf %2 setzen (Runs landen dann in dessen workspace/) oder workbench.maxkernel_workspace auf einen Ordner darunter.</translation>
    </message>
    <message>
        <source>the guard allows %1, which holds %2</source>
        <translation>der Guard erlaubt %1, das %2 enthält</translation>
    </message>
    <message>
        <source>not checked: MaxKernel&apos;s checkout is missing</source>
        <translation>nicht geprüft: der MaxKernel-Checkout fehlt</translation>
    </message>
    <message>
        <source>Fix maxkernel_checkout first; the TPU server is asked through its tools/tpu_client.py.</source>
        <translation>Erst maxkernel_checkout beheben; der TPU-Server wird über dessen tools/tpu_client.py abgefragt.</translation>
    </message>
    <message>
        <source>no answer within 180 s</source>
        <translation>keine Antwort innerhalb von 180 s</translation>
    </message>
    <message>
        <source>tpu_client.py --queue in %1 failed: %2</source>
        <translation>tpu_client.py --queue in %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Start MaxKernel&apos;s TPU server on the TPU VM (%1 server/tpu_server.py in %2, see its docs/tpu-setup.md) or register the TPU with `tools/tpu_client.py --add_tpu &apos;{&quot;tpu_name&quot;: ..., &quot;zone&quot;: ..., &quot;project&quot;: ...}&apos;`; the worker sends every compile, test and profile through it.</source>
        <translation>Den TPU-Server von MaxKernel auf der TPU-VM starten (%1 server/tpu_server.py in %2, siehe dessen docs/tpu-setup.md) oder die TPU mit `tools/tpu_client.py --add_tpu &apos;{&quot;tpu_name&quot;: ..., &quot;zone&quot;: ..., &quot;project&quot;: ...}&apos;` registrieren; der Worker schickt jedes Kompilieren, Testen und Profilieren darüber.</translation>
    </message>
    <message>
        <source>pip install torch torchax (MaxKernel&apos;s requirements.txt pins both)</source>
        <translation>pip install torch torchax (requirements.txt von MaxKernel legt beide Versionen fest)</translation>
    </message>
    <message>
        <source>%1 cannot import torch and torchax: %2</source>
        <translation>%1 kann torch und torchax nicht importieren: %2</translation>
    </message>
    <message>
        <source>Install them into the machine&apos;s python (workbench.python of %1): %2</source>
        <translation>Sie in das python der Maschine installieren (workbench.python von %1): %2</translation>
    </message>
    <message>
        <source>%1 has %2; MaxKernel pins these in %3 (a mismatch breaks torchax&apos;s conversion)</source>
        <translation>%1 hat %2; MaxKernel legt diese in %3 fest (eine Abweichung stört die Konvertierung durch torchax)</translation>
    </message>
    <message>
        <source>Install the pinned versions: %1</source>
        <translation>Die festgelegten Versionen installieren: %1</translation>
    </message>
    <message>
        <source>, as %1 pins</source>
        <translation>, wie in %1 festgelegt</translation>
    </message>
</context>
</TS>
