<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>QObject</name>
    <message>
        <source>host %1</source>
        <translation>ホスト %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Desktop workbench for ML research on Cloud TPUs.</source>
        <translation>Cloud TPU での ML 研究のためのデスクトップワークベンチ。</translation>
    </message>
    <message>
        <source>Open the workspace in DIR.</source>
        <translation>DIR のワークスペースを開きます。</translation>
    </message>
    <message>
        <source>Use FILE as the machine registry.</source>
        <translation>FILE をマシンレジストリとして使います。</translation>
    </message>
    <message>
        <source>Use FILE as the SSH known_hosts file.</source>
        <translation>FILE を SSH の known_hosts ファイルとして使います。</translation>
    </message>
    <message>
        <source>Start on the panel NAME (machines, mesh, ...).</source>
        <translation>パネル NAME で開始します（machines、mesh など）。</translation>
    </message>
    <message>
        <source>Save a PNG of the window to FILE after start-up, then quit.</source>
        <translation>起動後にウィンドウの PNG を FILE に保存して終了します。</translation>
    </message>
    <message>
        <source>Milliseconds to wait before --screenshot (default 2000).</source>
        <translation>--screenshot までの待ち時間（ミリ秒、既定 2000）。</translation>
    </message>
    <message>
        <source>TPU Workbench %1 started on workspace %2.</source>
        <translation>TPU Workbench %1 をワークスペース %2 で起動しました。</translation>
    </message>
    <message>
        <source>There is no panel %1.</source>
        <translation>パネル %1 はありません。</translation>
    </message>
    <message>
        <source>Cannot save the screenshot %1.</source>
        <translation>スクリーンショット %1 を保存できません。</translation>
    </message>
</context>
<context>
    <name>twb::AblationEditor</name>
    <message>
        <source>grid (every combination)</source>
        <translation>グリッド（全組み合わせ）</translation>
    </message>
    <message>
        <source>zip (i-th values together)</source>
        <translation>zip（i 番目の値をまとめて）</translation>
    </message>
    <message>
        <source>one at a time (from the baseline)</source>
        <translation>一つずつ（ベースラインから）</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Add a variable</source>
        <translation>変数を追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Remove the selected variable</source>
        <translation>選択した変数を削除</translation>
    </message>
    <message>
        <source>0, 1, 2  or  0-4 (empty: the base experiment&apos;s seed)</source>
        <translation>0, 1, 2  または  0-4（空: ベース実験のシード）</translation>
    </message>
    <message>
        <source>train.batch_size, train.seq_len</source>
        <translation>train.batch_size, train.seq_len</translation>
    </message>
    <message>
        <source>Base experiment:</source>
        <translation>ベース実験:</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>モード:</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>変数</translation>
    </message>
    <message>
        <source>Seeds:</source>
        <translation>シード:</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>メトリック:</translation>
    </message>
    <message>
        <source>Invariants:</source>
        <translation>不変条件:</translation>
    </message>
    <message>
        <source>Expanding…</source>
        <translation>展開中…</translation>
    </message>
    <message>
        <source>Seeds are whole numbers of 0 or more: &quot;0, 1, 2&quot; or &quot;0-4&quot;.</source>
        <translation>シードは 0 以上の整数です: &quot;0, 1, 2&quot; または &quot;0-4&quot;。</translation>
    </message>
    <message>
        <source>%1 × %2 = &lt;b&gt;%3&lt;/b&gt;</source>
        <extracomment>The matrix&apos;s size: &quot;4 cells × 2 seeds = &lt;b&gt;8 runs&lt;/b&gt;&quot;.</extracomment>
        <translation>%1 × %2 = &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n セル</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s)</source>
        <translation>
            <numerusform>%n シード</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n ラン</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::AblationExpander</name>
    <message>
        <source>(absent)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; overlaps variables[%3] &quot;%4&quot;; vary each field once.</source>
        <translation>%1: &quot;%2&quot; は variables[%3] &quot;%4&quot; と重なっています; 各フィールドは一度だけ変化させてください。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a field of the base experiment %3; check the spelling (an ablation only varies fields the experiment has).</source>
        <translation>%1: &quot;%2&quot; はベース実験 %3 のフィールドではありません; 綴りを確認してください（アブレーションが変えられるのは実験にあるフィールドだけ）。</translation>
    </message>
    <message>
        <source>%1 (%2) has no values.</source>
        <translation>%1 (%2) に値がありません。</translation>
    </message>
    <message>
        <source>%1: baseline names &quot;%2&quot;, which is not a variable; the baseline gives each variable&apos;s reference value. Remove it or add the variable.</source>
        <translation>%1: baseline の &quot;%2&quot; は変数ではありません; ベースラインは各変数の基準値を与えます。削除するか変数を追加してください。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a field of the base experiment %3.</source>
        <translation>%1: &quot;%2&quot; はベース実験 %3 のフィールドではありません。</translation>
    </message>
    <message>
        <source>%1: seed %2 is listed twice.</source>
        <translation>%1: シード %2 が重複しています。</translation>
    </message>
    <message>
        <source>%1: the grid has more than %2 combinations; use fewer values, mode &quot;one_at_a_time&quot; or &quot;zip&quot;.</source>
        <translation>%1: グリッドの組み合わせが %2 を超えます; 値を減らすか、モード &quot;one_at_a_time&quot; か &quot;zip&quot; を使ってください。</translation>
    </message>
    <message>
        <source>%1: mode &quot;zip&quot; takes the i-th value of every variable together, so all need as many values; %2 has %3 and %4 has %5.</source>
        <translation>%1: モード &quot;zip&quot; は各変数の i 番目の値をまとめるので、すべて同じ数の値が必要です; %2 は %3 個、%4 は %5 個です。</translation>
    </message>
    <message>
        <source>cell %1 (%2)</source>
        <translation>セル %1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2 changes invariant %3 from %4 to %5; an ablation keeps its invariants fixed. Remove the variable or the invariant.</source>
        <translation>%1: %2 は不変条件 %3 を %4 から %5 に変えます; アブレーションは不変条件を固定します。変数か不変条件を削除してください。</translation>
    </message>
    <message>
        <source>%1: %2 needs TPU type %3 while cell 1 needs %4 (tpu.accelerator_type); compared runs must share a TPU type. Split the ablation per TPU type.</source>
        <translation>%1: %2 は TPU の種類 %3 を、セル 1 は %4 を必要とします (tpu.accelerator_type); 比較するランは同じ TPU の種類である必要があります。TPU の種類ごとにアブレーションを分けてください。</translation>
    </message>
    <message>
        <source>%1: %2 is not a valid experiment: %3</source>
        <translation>%1: %2 は有効な実験ではありません: %3</translation>
    </message>
    <message>
        <source>%1 is not an experiment (a JSON object).</source>
        <translation>%1 は実験（JSON オブジェクト）ではありません。</translation>
    </message>
    <message>
        <source>The baseline (%1) is not among the cells, so deltas to it cannot be shown; add its values to the variables or change the baseline.</source>
        <translation>ベースライン (%1) がセルにないため差分を表示できません; その値を変数に加えるかベースラインを変えてください。</translation>
    </message>
    <message>
        <source>1 combination gave the same config as another and was merged.</source>
        <translation>1 つの組み合わせが他と同じ設定になったため統合しました。</translation>
    </message>
    <message>
        <source>%1 combinations gave the same config as another and were merged.</source>
        <translation>%1 個の組み合わせが他と同じ設定になったため統合しました。</translation>
    </message>
</context>
<context>
    <name>twb::AblationLaunchDialog</name>
    <message>
        <source>Launch %1</source>
        <translation>%1 を起動</translation>
    </message>
    <message>
        <source> runs at once</source>
        <translation> ラン同時実行</translation>
    </message>
    <message>
        <source>TPU</source>
        <translation>TPU</translation>
    </message>
    <message>
        <source>CPU smoke mode (no TPU needed)</source>
        <translation>CPU スモークモード（TPU 不要）</translation>
    </message>
    <message>
        <source>torch&apos;s default</source>
        <translation>torch の既定値</translation>
    </message>
    <message>
        <source>torch threads per run in the CPU smoke mode (train.py --threads)</source>
        <translation>CPU スモークモードでのランあたりの torch スレッド数 (train.py --threads)</translation>
    </message>
    <message>
        <source>Also rerun failed and stopped runs</source>
        <translation>失敗・停止したランも再実行</translation>
    </message>
    <message>
        <source>%v of %m finished</source>
        <translation>%v / %m 完了</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>起動</translation>
    </message>
    <message>
        <source>Retry failed</source>
        <translation>失敗分を再試行</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Machines:</source>
        <translation>マシン:</translation>
    </message>
    <message>
        <source>Parallelism:</source>
        <translation>並列度:</translation>
    </message>
    <message>
        <source>Run on:</source>
        <translation>実行先:</translation>
    </message>
    <message>
        <source>CPU threads per run:</source>
        <translation>ランあたりの CPU スレッド:</translation>
    </message>
    <message>
        <source>Estimate:</source>
        <translation>見積もり:</translation>
    </message>
    <message>
        <source>No machine is registered; add one in the Machines panel.</source>
        <translation>マシンが登録されていません; マシンパネルで追加してください。</translation>
    </message>
    <message>
        <source>%1: does not fit this experiment&apos;s slice</source>
        <translation>%1: この実験のスライスに合いません</translation>
    </message>
    <message>
        <source>With %1 at once: about %2 h of wall time.</source>
        <translation>%1 同時実行で約 %2 時間の経過時間。</translation>
    </message>
    <message>
        <source>Every run finished.</source>
        <translation>すべてのランが完了しました。</translation>
    </message>
    <message>
        <source>Done; some runs did not finish (Retry failed reruns them).</source>
        <translation>完了; 一部のランが終わりませんでした（「失敗分を再試行」で再実行）。</translation>
    </message>
    <message>
        <source>%1 finished, %2 failed or stopped, %3 running, %4 waiting</source>
        <translation>%1 完了、%2 失敗または停止、%3 実行中、%4 待機中</translation>
    </message>
</context>
<context>
    <name>twb::AblationLauncher</name>
    <message>
        <source>%1 has no launch.sh: scaffold the experiment first (tpuwb scaffold, or the Experiments panel).</source>
        <translation>%1 に launch.sh がありません: 先に実験を生成してください（tpuwb scaffold または実験パネル）。</translation>
    </message>
    <message>
        <source>%1/config.json (hash %2) differs from %3 (hash %4): the experiment changed since it was scaffolded. Scaffold it again before launching.</source>
        <translation>%1/config.json（ハッシュ %2）が %3（ハッシュ %4）と異なります: 生成後に実験が変わりました。起動前に再生成してください。</translation>
    </message>
    <message>
        <source>Choose the machines to run on (--machines A,B, the launch dialog, or &quot;machines&quot; in %1).</source>
        <translation>実行するマシンを選んでください（--machines A,B、起動ダイアログ、または %1 の &quot;machines&quot;）。</translation>
    </message>
    <message>
        <source>%1 is not in the registry %2.</source>
        <translation>%1 はレジストリ %2 にありません。</translation>
    </message>
    <message>
        <source>No chosen machine can run this ablation:
%1</source>
        <translation>選んだマシンではこのアブレーションを実行できません:
%1</translation>
    </message>
    <message>
        <source>%1 is %2 on %3, which is not in the registry (or already runs another run); it is not watched.</source>
        <translation>%1 は %3 で %2 ですが、%3 はレジストリにありません（または別のランを実行中）; 監視しません。</translation>
    </message>
    <message>
        <source>%1: %2 queued, %3 running, %4 already finished</source>
        <translation>%1: %2 待機、%3 実行中、%4 完了済み</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n ラン</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: launching on %2</source>
        <translation>%1: %2 で起動中</translation>
    </message>
    <message>
        <source>%1: the hosts train config hash %2, not the cell&apos;s %3; check the project&apos;s config.json.</source>
        <translation>%1: ホストが学習している設定ハッシュは %2 で、セルの %3 ではありません; プロジェクトの config.json を確認してください。</translation>
    </message>
    <message>
        <source>%1: could not start on %2: %3</source>
        <translation>%1: %2 で起動できませんでした: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 on %3</source>
        <translation>%1: %3 で %2</translation>
    </message>
    <message>
        <source>%1: fetching metrics: %2</source>
        <translation>%1: メトリック取得: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n failed or stopped run(s) queued again.</source>
        <translation>
            <numerusform>失敗または停止した %n 件のランを再度キューに入れました。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: its launch on %2 stopped before it started anything there (no attempt in run.json, no status file on the hosts); launching it again.</source>
        <translation>%1: %2 での起動は、そこで何かを開始する前に中断されました（run.json に試行がなく、ホストにステータスファイルがありません）。もう一度起動します。</translation>
    </message>
</context>
<context>
    <name>twb::AblationMetric</name>
    <message>
        <source>%1 must be an object {&quot;name&quot;, &quot;goal&quot;, &quot;at&quot;}, not a %2.</source>
        <translation>%1 は %2 ではなくオブジェクト {&quot;name&quot;, &quot;goal&quot;, &quot;at&quot;} である必要があります。</translation>
    </message>
    <message>
        <source>%1.name must be the name of a logged series, such as &quot;loss&quot; or &quot;eval/loss&quot;.</source>
        <translation>%1.name は記録された系列の名前（例: &quot;loss&quot;、&quot;eval/loss&quot;）である必要があります。</translation>
    </message>
    <message>
        <source>%1.goal must be &quot;min&quot; or &quot;max&quot;.</source>
        <translation>%1.goal は &quot;min&quot; または &quot;max&quot; である必要があります。</translation>
    </message>
    <message>
        <source>%1.at must be &quot;final&quot;, &quot;best&quot; or a step number.</source>
        <translation>%1.at は &quot;final&quot;、&quot;best&quot;、またはステップ番号である必要があります。</translation>
    </message>
</context>
<context>
    <name>twb::AblationPanel</name>
    <message>
        <source>New…</source>
        <translation>新規…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>Launch…</source>
        <translation>起動…</translation>
    </message>
    <message>
        <source>Retry failed</source>
        <translation>失敗分を再試行</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Compare runs</source>
        <translation>ランを比較</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>セル</translation>
    </message>
    <message>
        <source>Heat map</source>
        <translation>ヒートマップ</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 を保存しました。</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 を開きました。</translation>
    </message>
    <message>
        <source>The matrix does not expand; fix it before launching.</source>
        <translation>行列を展開できません; 起動前に修正してください。</translation>
    </message>
    <message>
        <source>Every run of %1 finished.</source>
        <translation>%1 のすべてのランが完了しました。</translation>
    </message>
    <message>
        <source>%1: some runs failed or were stopped; Retry failed reruns only them.</source>
        <translation>%1: 一部のランが失敗または停止しました; 「失敗分を再試行」はそれらだけを再実行します。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be an ablation name: use 1 to 64 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;.</source>
        <translation>&quot;%1&quot; はアブレーション名にできません: 1〜64 文字の英字、数字、&apos;.&apos;、&apos;_&apos;、&apos;-&apos; を使ってください。</translation>
    </message>
    <message>
        <source>New ablation</source>
        <translation>新規アブレーション</translation>
    </message>
    <message>
        <source>Name (used in run ids):</source>
        <translation>名前（ラン ID に使用）:</translation>
    </message>
    <message>
        <source>Base experiment:</source>
        <translation>ベース実験:</translation>
    </message>
    <message>
        <source>Open or create an ablation to compare its runs.</source>
        <translation>ランを比較するにはアブレーションを開くか作成してください。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n run(s) launched: %2 finished, %3 failed or stopped, %4 live</source>
        <translation>
            <numerusform>%n ラン中 %1 を起動: %2 完了、%3 失敗または停止、%4 実行中</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>%1 を元に戻す</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>元に戻す操作はありません</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>%1 をやり直す</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>やり直す操作はありません</translation>
    </message>
</context>
<context>
    <name>twb::AblationReport</name>
    <message>
        <source>Metric: %1, %2, %3 is better</source>
        <translation>メトリック: %1、%2、%3 が良い</translation>
    </message>
    <message>
        <source>lower</source>
        <translation>低い</translation>
    </message>
    <message>
        <source>higher</source>
        <translation>高い</translation>
    </message>
    <message>
        <source>Generated: %1</source>
        <translation>生成日時: %1</translation>
    </message>
    <message>
        <source>Best cell by smoothed %1: `%2` (%3), mean %4</source>
        <translation>平滑化 %1 で最良のセル: `%2` (%3)、平均 %4</translation>
    </message>
    <message>
        <source>the base</source>
        <translation>ベース</translation>
    </message>
    <message>
        <source>, 95% CI [%1, %2] over %3 seeds</source>
        <translation>、%3 シードでの 95% 信頼区間 [%1, %2]</translation>
    </message>
    <message>
        <source>, %1% vs baseline</source>
        <translation>、ベースライン比 %1%</translation>
    </message>
    <message>
        <source>Results per cell</source>
        <translation>セルごとの結果</translation>
    </message>
    <message>
        <source>Mean, std and 95% confidence interval (Student&apos;s t) over the seeds of each cell; Δ is the difference of the mean to the baseline cell.</source>
        <translation>各セルのシード間の平均、標準偏差、95% 信頼区間（Student の t）; Δ は平均とベースラインセルの差です。</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>図</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>ラン</translation>
    </message>
    <message>
        <source>Final = the last value of %1 in the run&apos;s metrics files (the mean over hosts for a multi-host run).</source>
        <translation>最終値 = ランのメトリックファイルでの %1 の最後の値（マルチホストのランではホスト間の平均）。</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
</context>
<context>
    <name>twb::AblationSpec</name>
    <message>
        <source>%1 must be a list of strings.</source>
        <translation>%1 は文字列のリストである必要があります。</translation>
    </message>
    <message>
        <source>%1 must be a non-empty string.</source>
        <translation>%1 は空でない文字列である必要があります。</translation>
    </message>
    <message>
        <source>%1 has no &quot;schema&quot;: &quot;%2&quot;; it is not a TPU Workbench ablation. Add the field if the file is one.</source>
        <translation>%1 に &quot;schema&quot;: &quot;%2&quot; がありません; TPU Workbench のアブレーションではありません。そうであればフィールドを追加してください。</translation>
    </message>
    <message>
        <source>%1: schema &quot;%2&quot; is not an ablation schema (expected &quot;%3&quot;).</source>
        <translation>%1: スキーマ &quot;%2&quot; はアブレーションのスキーマではありません（&quot;%3&quot; が必要）。</translation>
    </message>
    <message>
        <source>%1 uses schema %2, written by a newer TPU Workbench; this version reads %3. Update TPU Workbench to open it.</source>
        <translation>%1 は新しい TPU Workbench が書いたスキーマ %2 を使っています; このバージョンが読めるのは %3 です。開くには TPU Workbench を更新してください。</translation>
    </message>
    <message>
        <source>%1: the range &quot;%2&quot; has no scale, so it gives %3 log-spaced values (%4); before this version it gave linear ones (%5). Write &quot;%2:log&quot; or &quot;%2:lin&quot; to say which.</source>
        <translation>%1: 範囲 &quot;%2&quot; にはスケールがないため対数間隔の %3 個の値 (%4) になります; 以前のバージョンでは線形 (%5) でした。&quot;%2:log&quot; か &quot;%2:lin&quot; でどちらか明示してください。</translation>
    </message>
    <message>
        <source>%1 must hold a JSON object (an ablation), not a %2.</source>
        <translation>%1 は %2 ではなく JSON オブジェクト（アブレーション）を含む必要があります。</translation>
    </message>
    <message>
        <source>%1 must be a name of 1 to 64 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos; (it becomes part of run ids).</source>
        <translation>%1 は英字、数字、&apos;.&apos;、&apos;_&apos;、&apos;-&apos; からなる 1〜64 文字の名前である必要があります（ラン ID の一部になります）。</translation>
    </message>
    <message>
        <source>%1 must name the base experiment file, such as &quot;experiments/my-exp/experiment.json&quot;.</source>
        <translation>%1 にはベース実験のファイルを指定してください（例: &quot;experiments/my-exp/experiment.json&quot;）。</translation>
    </message>
    <message>
        <source>%1 must be &quot;grid&quot;, &quot;zip&quot; or &quot;one_at_a_time&quot;.</source>
        <translation>%1 は &quot;grid&quot;、&quot;zip&quot;、&quot;one_at_a_time&quot; のいずれかである必要があります。</translation>
    </message>
    <message>
        <source>%1 must be a list of {&quot;path&quot;, &quot;values&quot; | &quot;range&quot;}.</source>
        <translation>%1 は {&quot;path&quot;, &quot;values&quot; | &quot;range&quot;} のリストである必要があります。</translation>
    </message>
    <message>
        <source>%1 must be a list of integers, such as [0, 1, 2].</source>
        <translation>%1 は整数のリスト（例: [0, 1, 2]）である必要があります。</translation>
    </message>
    <message>
        <source>%1 must be an integer of 0 or more.</source>
        <translation>%1 は 0 以上の整数である必要があります。</translation>
    </message>
    <message>
        <source>%1 must be an object {&quot;&lt;variable path&gt;&quot;: value}.</source>
        <translation>%1 はオブジェクト {&quot;&lt;variable path&gt;&quot;: value} である必要があります。</translation>
    </message>
    <message>
        <source>%1 must be {&quot;step_time_s&quot;: seconds per training step, above 0}.</source>
        <translation>%1 は {&quot;step_time_s&quot;: 学習ステップあたりの秒数、0 超} である必要があります。</translation>
    </message>
</context>
<context>
    <name>twb::AblationVariable</name>
    <message>
        <source>%1 must be an object {&quot;path&quot;: ..., &quot;values&quot;: [...]}, not a %2.</source>
        <translation>%1 は %2 ではなくオブジェクト {&quot;path&quot;: ..., &quot;values&quot;: [...]} である必要があります。</translation>
    </message>
    <message>
        <source>%1 needs a &quot;path&quot;: the dotted field it varies, such as &quot;train.lr&quot;.</source>
        <translation>%1 には &quot;path&quot;（変化させるドット区切りフィールド、例: &quot;train.lr&quot;）が必要です。</translation>
    </message>
    <message>
        <source>%1.path &quot;%2&quot; is not a field path; write dotted names such as &quot;model.moe.top_k&quot;.</source>
        <translation>%1.path &quot;%2&quot; はフィールドパスではありません; &quot;model.moe.top_k&quot; のようなドット区切りで書いてください。</translation>
    </message>
    <message>
        <source>%1 has an unknown key &quot;%2&quot;; a variable has path and values or range.</source>
        <translation>%1 に不明なキー &quot;%2&quot; があります; 変数は path と values または range を持ちます。</translation>
    </message>
    <message>
        <source>%1 (%2) needs exactly one of &quot;values&quot; (a list) and &quot;range&quot;.</source>
        <translation>%1 (%2) には &quot;values&quot;（リスト）と &quot;range&quot; のどちらか一方だけが必要です。</translation>
    </message>
    <message>
        <source>%1.values (%2) must be a non-empty list of values.</source>
        <translation>%1.values (%2) は空でない値のリストである必要があります。</translation>
    </message>
    <message>
        <source>%1: NaN and Infinity cannot be config values.</source>
        <translation>%1: NaN と Infinity は設定値にできません。</translation>
    </message>
</context>
<context>
    <name>twb::AboutDialog</name>
    <message>
        <source>About TPU Workbench</source>
        <translation>TPU Workbench について</translation>
    </message>
    <message>
        <source>&lt;h2&gt;TPU Workbench %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;TPU Workbench %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Register TPU VMs, design meshes, scaffold and launch experiments, watch every host live, compare ablations and drive kernel optimization runs.</source>
        <translation>TPU VM を登録し、mesh を設計し、実験を生成・起動し、全ホストをライブで監視し、アブレーションを比較し、カーネル最適化のランを動かします。</translation>
    </message>
    <message>
        <source>Qt %1 (built with %2)
libssh %3
QCustomPlot %4</source>
        <translation>Qt %1（%2 でビルド）
libssh %3
QCustomPlot %4</translation>
    </message>
</context>
<context>
    <name>twb::AcceleratorType</name>
    <message>
        <source>Accelerator type &quot;%1&quot; is malformed: write FAMILY-COUNT, for example v4-128. Known families: %2.</source>
        <translation>アクセラレータの種類 &quot;%1&quot; の形式が不正です: FAMILY-COUNT（例: v4-128）と書いてください。既知のファミリー: %2。</translation>
    </message>
    <message>
        <source>Unknown accelerator type &quot;%1&quot;: no TPU family is called &quot;%2&quot;. Known families: %3.</source>
        <translation>不明なアクセラレータの種類 &quot;%1&quot;: &quot;%2&quot; という TPU ファミリーはありません。既知のファミリー: %3。</translation>
    </message>
    <message>
        <source>Accelerator type &quot;%1&quot;: %2 names count TensorCores (%3 per chip), so the number must be a multiple of %3; valid examples: %4.</source>
        <translation>アクセラレータの種類 &quot;%1&quot;: %2 の名前は TensorCore 数（チップあたり %3）なので、数は %3 の倍数である必要があります; 有効な例: %4。</translation>
    </message>
    <message>
        <source>Accelerator type &quot;%1&quot; is not a %2 slice size (%3 chips; a %2 pod has %4). Valid examples: %5.</source>
        <translation>アクセラレータの種類 &quot;%1&quot; は %2 のスライスサイズではありません（%3 チップ; %2 の pod は %4）。有効な例: %5。</translation>
    </message>
    <message>
        <source>The device kind &quot;%1&quot; is no TPU generation the catalog knows (%2).</source>
        <translation>デバイスの種類 &quot;%1&quot; はカタログにある TPU 世代ではありません (%2)。</translation>
    </message>
    <message>
        <source>%1 devices of kind &quot;%2&quot; make no whole number of chips (%3 devices per chip).</source>
        <translation>種類 &quot;%2&quot; の %1 デバイスはチップの整数個になりません（チップあたり %3 デバイス）。</translation>
    </message>
    <message>
        <source>Topology %1 is not a valid %2 slice: %3.</source>
        <translation>トポロジー %1 は有効な %2 スライスではありません: %3。</translation>
    </message>
    <message>
        <source>%1 slices have %2 dimensions</source>
        <translation>%1 スライスは %2 次元です</translation>
    </message>
    <message>
        <source>%1 chips are more than a pod&apos;s %2</source>
        <translation>%1 チップは pod の %2 を超えています</translation>
    </message>
    <message>
        <source>%1 chips is no slice size; valid examples: %2</source>
        <translation>%1 チップはスライスサイズではありません; 有効な例: %2</translation>
    </message>
    <message>
        <source>a %1-chip slice has the shape %2</source>
        <translation>%1 チップのスライスの形状は %2</translation>
    </message>
    <message>
        <source>write AxBxC with A &lt;= B &lt;= C, each 2 or a multiple of 4 (or 2x2x1)</source>
        <translation>AxBxC（A &lt;= B &lt;= C、各値は 2 または 4 の倍数、または 2x2x1）と書いてください</translation>
    </message>
    <message>
        <source>hosts own %1 blocks of chips, which do not tile it</source>
        <translation>ホストが持つ %1 チップのブロックでは敷き詰められません</translation>
    </message>
    <message>
        <source>1 host</source>
        <translation>1 ホスト</translation>
    </message>
    <message>
        <source>%1 hosts</source>
        <translation>%1 ホスト</translation>
    </message>
    <message>
        <source>1 VM</source>
        <translation>1 VM</translation>
    </message>
    <message>
        <source>%1 VMs</source>
        <translation>%1 VM</translation>
    </message>
    <message>
        <source>%1: %2 chips (%3), %4 devices, %5, %6, %7 GiB HBM per device, %8 TFLOPS bf16 per chip</source>
        <translation>%1: %2 チップ (%3)、%4 デバイス、%5、%6、デバイスあたり HBM %7 GiB、チップあたり bf16 %8 TFLOPS</translation>
    </message>
    <message>
        <source> (figures uncertain)</source>
        <translation> （数値は不確か）</translation>
    </message>
</context>
<context>
    <name>twb::AddAxisCommand</name>
    <message>
        <source>Add axis %1</source>
        <translation>軸 %1 を追加</translation>
    </message>
</context>
<context>
    <name>twb::AddVariableCommand</name>
    <message>
        <source>Add variable %1</source>
        <translation>変数 %1 を追加</translation>
    </message>
</context>
<context>
    <name>twb::AlertCommand</name>
    <message>
        <source>The alert command `%1` (%2 of %3) %4%5. It is set in Settings or with `tpuwb settings set alerts.command CMD`.</source>
        <translation>アラートコマンド `%1`（%3 中 %2）%4%5。設定画面か `tpuwb settings set alerts.command CMD` で設定します。</translation>
    </message>
    <message>
        <source>ended with exit code %1</source>
        <translation>終了コード %1 で終了</translation>
    </message>
    <message>
        <source>was killed or crashed (%1)</source>
        <translation>強制終了またはクラッシュ (%1)</translation>
    </message>
    <message>
        <source>did not start (%1)</source>
        <translation>起動せず (%1)</translation>
    </message>
</context>
<context>
    <name>twb::AlertEvent</name>
    <message>
        <source>Stalled</source>
        <translation>停滞</translation>
    </message>
    <message>
        <source>Crashed</source>
        <translation>クラッシュ</translation>
    </message>
    <message>
        <source>NaN loss</source>
        <translation>損失が NaN</translation>
    </message>
    <message>
        <source>Straggler</source>
        <translation>ストラグラー</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>%1 host %2</source>
        <translation>%1 ホスト %2</translation>
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
        <translation>プリエンプト</translation>
    </message>
    <message>
        <source>%1 hosts %2</source>
        <translation>%1 ホスト %2</translation>
    </message>
</context>
<context>
    <name>twb::AlertList</name>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>アラート</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>ラン</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <source>Alerts: none</source>
        <translation>アラート: なし</translation>
    </message>
    <message numerus="yes">
        <source>Alerts: %n</source>
        <translation>
            <numerusform>アラート: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Stacks</source>
        <translation>スタック</translation>
    </message>
    <message>
        <source>The stacks of every host, taken when %1 stalled</source>
        <translation>%1 が停滞したときに取得した全ホストのスタック</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>ホスト %1</translation>
    </message>
    <message>
        <source>hosts %1</source>
        <translation>ホスト %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (ended %2)</source>
        <translation>%1（%2 に終了）</translation>
    </message>
</context>
<context>
    <name>twb::AlertMonitor</name>
    <message>
        <source>%1 is %2 at step %3 on host %4.</source>
        <translation>%1 はホスト %4 のステップ %3 で %2 です。</translation>
    </message>
    <message>
        <source>The run failed (run.json); open it in the Monitor for each host.</source>
        <translation>ランは失敗しました (run.json); 各ホストはモニターで開いてください。</translation>
    </message>
    <message numerus="yes">
        <source>Every host finished (%n host(s)).</source>
        <translation>
            <numerusform>すべてのホストが完了しました（%n ホスト）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Straggling for %2 s.</source>
        <translation>%1 %2 秒間遅れています。</translation>
    </message>
    <message>
        <source>Its TPU VM was preempted; resume it once the VM is READY again (`tpuwb run resume %1`).</source>
        <translation>TPU VM がプリエンプトされました。VM が再び READY になったら再開してください（`tpuwb run resume %1`）。</translation>
    </message>
    <message>
        <source>Every host moves again.</source>
        <translation>すべてのホストが再び進んでいます。</translation>
    </message>
    <message>
        <source>Every host caught up.</source>
        <translation>すべてのホストが追いつきました。</translation>
    </message>
</context>
<context>
    <name>twb::ApplyPresetCommand</name>
    <message>
        <source>Strategy %1</source>
        <translation>戦略 %1</translation>
    </message>
</context>
<context>
    <name>twb::AtomicFile</name>
    <message>
        <source>Free some space on the disk that holds %1, then save again.</source>
        <translation>%1 のあるディスクの空きを作ってから、もう一度保存してください。</translation>
    </message>
    <message>
        <source>%1 is on a read-only file system; open the workspace from a writable folder.</source>
        <translation>%1 は読み取り専用のファイルシステムにあります; 書き込み可能なフォルダーからワークスペースを開いてください。</translation>
    </message>
    <message>
        <source>Check that you may write to %1.</source>
        <translation>%1 に書き込めるか確認してください。</translation>
    </message>
    <message>
        <source>Check that %1 exists and is writable, then save again.</source>
        <translation>%1 が存在し書き込み可能か確認してから、もう一度保存してください。</translation>
    </message>
    <message>
        <source>Cannot save %1: creating a temporary file in %2 failed: %3. The previous content is unchanged. %4</source>
        <translation>%1 を保存できません: %2 での一時ファイル作成に失敗: %3。以前の内容は変更されていません。%4</translation>
    </message>
    <message>
        <source>Cannot save %1: %2 failed: %3. The previous content is unchanged. %4</source>
        <translation>%1 を保存できません: %2 に失敗: %3。以前の内容は変更されていません。%4</translation>
    </message>
    <message>
        <source>writing the temporary file</source>
        <translation>一時ファイルの書き込み</translation>
    </message>
    <message>
        <source>syncing the temporary file</source>
        <translation>一時ファイルの同期</translation>
    </message>
    <message>
        <source>closing the temporary file</source>
        <translation>一時ファイルのクローズ</translation>
    </message>
    <message>
        <source>renaming the temporary file over it</source>
        <translation>一時ファイルをリネームして置き換え</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>%1 を読み取れません: %2。</translation>
    </message>
    <message>
        <source>check that it is the right file.</source>
        <translation>正しいファイルか確認してください。</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes, the most TPU Workbench reads from such a file; %3</source>
        <translation>%1 は %2 バイトを超えています（TPU Workbench がこの種のファイルから読む上限）。%3</translation>
    </message>
</context>
<context>
    <name>twb::AttachDialog</name>
    <message>
        <source>Attach to a Running Job</source>
        <translation>実行中のジョブにアタッチ</translation>
    </message>
    <message>
        <source>Follow a job the workbench did not launch, on every worker of its machine, with the same plots, health and alerts as a launched run. Detaching never touches the job.</source>
        <translation>ワークベンチが起動していないジョブを、そのマシンのすべてのワーカーで、起動したランと同じグラフ・健全性・アラートで追跡します。デタッチしてもジョブには一切触れません。</translation>
    </message>
    <message>
        <source>&amp;Machine:</source>
        <translation>マシン(&amp;M):</translation>
    </message>
    <message>
        <source>e.g. ~/runs/job-7/metrics-{worker}.jsonl or ~/logs/*.log</source>
        <translation>例: ~/runs/job-7/metrics-{worker}.jsonl または ~/logs/*.log</translation>
    </message>
    <message>
        <source>The job&apos;s metrics file on every worker: a path or a glob (its newest match is followed); ~/ is the home folder, {worker} the worker&apos;s index</source>
        <translation>各ワーカー上のジョブのメトリクスファイル: パスまたは glob(最も新しい一致を追跡)。~/ はホームフォルダー、{worker} はワーカーの番号</translation>
    </message>
    <message>
        <source>M&amp;etrics path or glob:</source>
        <translation>メトリクスのパスまたは glob(&amp;E):</translation>
    </message>
    <message>
        <source>optional: the job&apos;s log file on every worker</source>
        <translation>任意: 各ワーカー上のジョブのログファイル</translation>
    </message>
    <message>
        <source>&amp;Log path:</source>
        <translation>ログのパス(&amp;L):</translation>
    </message>
    <message>
        <source>From the file name</source>
        <translation>ファイル名から判断</translation>
    </message>
    <message>
        <source>JSONL (one object per line)</source>
        <translation>JSONL(1 行に 1 オブジェクト)</translation>
    </message>
    <message>
        <source>MaxText log</source>
        <translation>MaxText ログ</translation>
    </message>
    <message>
        <source>TensorBoard events</source>
        <translation>TensorBoard イベント</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>形式(&amp;F):</translation>
    </message>
    <message>
        <source>shown in the runs list</source>
        <translation>ランの一覧に表示されます</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Attach</source>
        <translation>アタッチ(&amp;A)</translation>
    </message>
    <message>
        <source>Attaching…</source>
        <translation>アタッチ中…</translation>
    </message>
</context>
<context>
    <name>twb::AttentionBench</name>
    <message>
        <source>%1 %2: &quot;%3&quot; is not a sequence length (a whole number from 1 to 1048576; separate several with commas, e.g. 512,1024,2048).</source>
        <translation>%1 %2: 「%3」はシーケンス長ではありません（1 から 1048576 までの整数。複数はカンマで区切ります。例: 512,1024,2048）。</translation>
    </message>
</context>
<context>
    <name>twb::AttentionBenchDialog</name>
    <message>
        <source>Benchmark attention: %1</source>
        <translation>アテンションのベンチマーク: %1</translation>
    </message>
    <message>
        <source>Times the attention kernels at this experiment&apos;s shapes and checks each against the reference maths. The result is recorded as a run; the experiment is not changed.</source>
        <translation>この実験の形状でアテンションカーネルの時間を測り、それぞれを参照計算と照合します。結果は実行として記録され、実験は変更されません。</translation>
    </message>
    <message>
        <source>TPU (Splash, Flash, SDPA)</source>
        <translation>TPU（Splash、Flash、SDPA）</translation>
    </message>
    <message>
        <source>CPU (SDPA, reference maths)</source>
        <translation>CPU（SDPA、参照計算）</translation>
    </message>
    <message>
        <source>Sequence lengths, separated by commas</source>
        <translation>シーケンス長（カンマ区切り）</translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation>マシン:</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>デバイス:</translation>
    </message>
    <message>
        <source>Sequence lengths:</source>
        <translation>シーケンス長:</translation>
    </message>
    <message>
        <source>Batch:</source>
        <translation>バッチ:</translation>
    </message>
    <message>
        <source>Timed calls:</source>
        <translation>計測する呼び出し回数:</translation>
    </message>
    <message>
        <source>Reading the machines...</source>
        <translation>マシンを読み込んでいます...</translation>
    </message>
    <message>
        <source>Length</source>
        <extracomment>Columns of the results: sequence length, attention kernel, ok/mismatch/unavailable/failed, milliseconds per call, largest difference from the reference, why it is not ok (or the function timed)</extracomment>
        <translation>長さ</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>カーネル</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>ms per call</source>
        <translation>呼び出しあたり ms</translation>
    </message>
    <message>
        <source>Max |error|</source>
        <translation>最大 |誤差|</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備考</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>Button: start the attention benchmark</extracomment>
        <translation>実行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Open in Monitor</source>
        <translation>モニターで開く</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>No machine is registered: add one in the Machines panel (a local one benchmarks this computer&apos;s CPU).</source>
        <translation>マシンが登録されていません。マシンパネルで追加してください（ローカルマシンではこのコンピューターの CPU を測ります）。</translation>
    </message>
    <message>
        <source>Choose the machine and press Run.</source>
        <translation>マシンを選んで「実行」を押してください。</translation>
    </message>
    <message>
        <source>Sequence lengths</source>
        <translation>シーケンス長</translation>
    </message>
    <message>
        <source>Benchmarking on %1...</source>
        <translation>%1 でベンチマーク中...</translation>
    </message>
    <message>
        <source>Recorded as run %1.</source>
        <translation>実行 %1 として記録しました。</translation>
    </message>
    <message>
        <source>%1; choose CPU as the device, or a TPU machine.</source>
        <translation>%1; デバイスに CPU を選ぶか、TPU マシンを選んでください。</translation>
    </message>
</context>
<context>
    <name>twb::AttentionBenchRunner</name>
    <message>
        <source>the TPU</source>
        <translation>TPU</translation>
    </message>
    <message>
        <source>the CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>No kernel attention_kernel can name (%1) was correct at every length on %2; the experiment keeps &quot;%3&quot;. The rows above say why.</source>
        <translation>attention_kernel で指定できるカーネル（%1）のうち、%2 ですべての長さで正しかったものはありません。実験は「%3」のままです。理由は上の各行を参照してください。</translation>
    </message>
    <message>
        <source>Fastest correct kernel on %1: %2, which the experiment already uses. Nothing was changed.</source>
        <translation>%1 で最速の正しいカーネル: %2（実験はすでにこれを使っています）。何も変更していません。</translation>
    </message>
    <message>
        <source>Fastest correct kernel on %1: %2. The experiment uses &quot;%3&quot;; to switch, set &quot;attention_kernel&quot;: &quot;%2&quot; in %4 and scaffold again (tpuwb scaffold ... --attention %2 --force). Nothing was changed.</source>
        <translation>%1 で最速の正しいカーネル: %2。実験は「%3」を使っています。切り替えるには %4 で &quot;attention_kernel&quot;: &quot;%2&quot; を設定し、再生成してください（tpuwb scaffold ... --attention %2 --force）。何も変更していません。</translation>
    </message>
    <message>
        <source>Splash and Flash run only on a TPU: benchmark on a TPU machine (--device tpu) before choosing.</source>
        <translation>Splash と Flash は TPU でのみ動きます。選ぶ前に TPU マシンで測ってください（--device tpu）。</translation>
    </message>
    <message>
        <source>EXPERIMENT_DIR %1 is not a folder; give the folder of a scaffolded experiment (e.g. &lt;workspace&gt;/experiments/NAME).</source>
        <translation>EXPERIMENT_DIR %1 はフォルダーではありません。生成済み実験のフォルダーを指定してください（例: &lt;workspace&gt;/experiments/NAME）。</translation>
    </message>
    <message>
        <source>EXPERIMENT_DIR %1 is not an experiment: it has no experiment.json. Give the folder `tpuwb scaffold` wrote (e.g. &lt;workspace&gt;/experiments/NAME).</source>
        <translation>EXPERIMENT_DIR %1 は実験ではありません（experiment.json がありません）。`tpuwb scaffold` が書いたフォルダーを指定してください（例: &lt;workspace&gt;/experiments/NAME）。</translation>
    </message>
    <message>
        <source>%1 has no bench_attention.py (or launch.sh): it was scaffolded before the attention benchmark existed. Scaffold it again (tpuwb scaffold ... --force).</source>
        <translation>%1 には bench_attention.py（または launch.sh）がありません。アテンションのベンチマークができる前に生成されたものです。再生成してください（tpuwb scaffold ... --force）。</translation>
    </message>
    <message>
        <source>%1 cannot be read (%2): the benchmark&apos;s metrics were not fetched; `tpuwb run logs %3` shows what the script printed.</source>
        <translation>%1 を読めません（%2）。ベンチマークのメトリクスが取得されていません。スクリプトの出力は `tpuwb run logs %3` で見られます。</translation>
    </message>
    <message>
        <source>%1 has no train.seq_len to benchmark at; give --seq-len.</source>
        <translation>%1 にはベンチマークに使う train.seq_len がありません。--seq-len を指定してください。</translation>
    </message>
    <message>
        <source>Benchmarking attention in run %1 on %2...</source>
        <translation>実行 %1 で %2 上のアテンションをベンチマーク中...</translation>
    </message>
    <message>
        <source>The attention benchmark %1 was cancelled and stopped.</source>
        <translation>アテンションのベンチマーク %1 はキャンセルされ、停止しました。</translation>
    </message>
    <message>
        <source>The attention benchmark %1 ended %2: %3. Its log is %4.</source>
        <translation>アテンションのベンチマーク %1 は %2 で終了しました: %3。ログは %4 です。</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>理由の記載なし</translation>
    </message>
    <message>
        <source>The attention benchmark %1 finished but wrote no attention_bench rows to %2.</source>
        <translation>アテンションのベンチマーク %1 は終了しましたが、%2 に attention_bench の行を書きませんでした。</translation>
    </message>
</context>
<context>
    <name>twb::AxesTableModel</name>
    <message>
        <source>across slices (DCN)</source>
        <translation>スライス間 (DCN)</translation>
    </message>
    <message>
        <source>across hosts</source>
        <translation>ホスト間</translation>
    </message>
    <message>
        <source>within a host</source>
        <translation>ホスト内</translation>
    </message>
    <message>
        <source>Physical axes this mesh axis runs along (core, x, y, z of the chip grid)</source>
        <translation>この mesh 軸が沿う物理軸（チップグリッドの core、x、y、z）</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>軸</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>到達範囲</translation>
    </message>
</context>
<context>
    <name>twb::CellGridModel</name>
    <message>
        <source>%1 (%2 other combinations gave the same config)</source>
        <translation>%1（他の %2 個の組み合わせが同じ設定になりました）</translation>
    </message>
    <message>
        <source>not launched</source>
        <translation>未起動</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>セル</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>ハッシュ</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>column header: the run of this cell (a noun)</extracomment>
        <translation>ラン</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>メトリック</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An ablation cell&apos;s run state and the machine it ran on: &quot;Finished (this-machine)&quot;.</extracomment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>twb::ChangeSliceCommand</name>
    <message>
        <source>Use %1 x %2</source>
        <translation>%1 x %2 を使用</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>%1 を使用</translation>
    </message>
</context>
<context>
    <name>twb::CheckpointActions</name>
    <message>
        <source>Resume from here</source>
        <translation>ここから再開</translation>
    </message>
    <message>
        <source>Start the run again from this checkpoint (`tpuwb run resume --from-step`); newer checkpoints are moved to checkpoints/superseded/ on the host</source>
        <translation>この checkpoint から実行を再開します（`tpuwb run resume --from-step`）。より新しい checkpoint はホスト上で checkpoints/superseded/ に移されます</translation>
    </message>
    <message>
        <source>Evaluate</source>
        <translation>評価</translation>
    </message>
    <message>
        <source>Evaluate this checkpoint on the eval set on the run&apos;s machine (`tpuwb run eval`); the result is an eval point of the run</source>
        <translation>この checkpoint を実行のマシン上で評価セットにより評価します（`tpuwb run eval`）。結果は実行の評価ポイントになります</translation>
    </message>
    <message>
        <source>Resuming %1 from step %2…</source>
        <translation>%1 をステップ %2 から再開しています…</translation>
    </message>
    <message>
        <source>%1 resumed from step %2.</source>
        <translation>%1 をステップ %2 から再開しました。</translation>
    </message>
    <message>
        <source>Evaluating step %1 of %2 on its machine…</source>
        <translation>%2 のステップ %1 をそのマシンで評価しています…</translation>
    </message>
    <message>
        <source>Step %1: eval loss %2 (added to the run&apos;s metrics).</source>
        <translation>ステップ %1: 評価 loss %2（実行のメトリクスに追加しました）。</translation>
    </message>
    <message>
        <source>Step %1 evaluated (added to the run&apos;s metrics).</source>
        <translation>ステップ %1 を評価しました（実行のメトリクスに追加しました）。</translation>
    </message>
</context>
<context>
    <name>twb::CheckpointBrowser</name>
    <message>
        <source>Choose a run to see its checkpoints.</source>
        <translation>ランを選ぶとそのチェックポイントが表示されます。</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>再読み込み</translation>
    </message>
    <message>
        <source>Read the run&apos;s checkpoints again on its first host (`tpuwb checkpoint inspect`)</source>
        <translation>ランの最初のホストでチェックポイントを読み直す（`tpuwb checkpoint inspect`）</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>Config hash</source>
        <translation>構成ハッシュ</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Shape / value</source>
        <translation>形状 / 値</translation>
    </message>
    <message>
        <source>Dtype</source>
        <translation>Dtype</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>バイト</translation>
    </message>
    <message>
        <source>Reading the checkpoints of %1 on its first host…</source>
        <translation>%1 のチェックポイントを最初のホストで読み込み中…</translation>
    </message>
    <message>
        <source>%1 has no checkpoints yet in %2.</source>
        <translation>%1 には %2 にまだチェックポイントがありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoint(s) of %1 in %2; %3 complete. Resume continues from the newest complete one.</source>
        <translation>
            <numerusform>%1 のチェックポイント %n 個（%2）、うち %3 個が完全。再開は最新の完全なチェックポイントから続行します。</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source> (the run&apos;s)</source>
        <translation> （ランと一致）</translation>
    </message>
    <message>
        <source> (not the run&apos;s %1)</source>
        <translation> （ランの %1 と不一致）</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>チェックポイント</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>フォルダー</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>形式</translation>
    </message>
    <message>
        <source>%1, the run&apos;s</source>
        <translation>%1、ランと一致</translation>
    </message>
    <message>
        <source>%1, the run has %2</source>
        <translation>%1、ランは %2</translation>
    </message>
    <message>
        <source>yes (meta.json present and consistent)</source>
        <translation>はい（meta.json があり整合）</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>On disk</source>
        <translation>ディスク上</translation>
    </message>
    <message>
        <source>Model tensors (%1)</source>
        <translation>モデルのテンソル（%1）</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>オプティマイザーの状態</translation>
    </message>
    <message>
        <source>Param group %1</source>
        <translation>パラメーターグループ %1</translation>
    </message>
    <message numerus="yes">
        <source>lr %1, %n parameter(s)</source>
        <translation>
            <numerusform>lr %1、パラメーター %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <comment>tensors of parameters: state keys</comment>
        <translation>%2 の %1: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s)</source>
        <translation>
            <numerusform>%n 個のテンソル</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n parameter(s)</source>
        <translation>
            <numerusform>%n 個のパラメーター</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::CheckpointInspection</name>
    <message>
        <source>%1: field &quot;%2&quot; is not %3; the checkpoint inspector&apos;s output does not match this workbench (reinstall it, or report the checkpoint).</source>
        <translation>%1: フィールド「%2」が%3ではありません。チェックポイント検査ツールの出力がこの Workbench と一致しません（再インストールするか、チェックポイントを報告してください）。</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>文字列</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>リスト</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>a folder name</source>
        <translation>フォルダー名</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true または false</translation>
    </message>
    <message>
        <source>a list of sizes</source>
        <translation>サイズのリスト</translation>
    </message>
    <message>
        <source>%1: not a checkpoint inspection (field &quot;schema&quot; is not &quot;%2&quot;); the inspector script and this workbench differ in version.</source>
        <translation>%1: チェックポイント検査結果ではありません（フィールド「schema」が「%2」ではありません）。検査スクリプトとこの Workbench のバージョンが異なります。</translation>
    </message>
</context>
<context>
    <name>twb::CheckpointInspector</name>
    <message>
        <source>The checkpoint inspector %1 cannot be read (%2); reinstall the workbench or set TPUWB_TEMPLATES to a templates folder that has it.</source>
        <translation>チェックポイント検査ツール %1 を読み込めません（%2）。Workbench を再インストールするか、TPUWB_TEMPLATES をそれを含むテンプレートフォルダーに設定してください。</translation>
    </message>
    <message>
        <source>Inspecting %1 on %2 was cancelled.</source>
        <translation>%2 での %1 の検査は取り消されました。</translation>
    </message>
    <message>
        <source>Inspecting %1 on %2 took longer than %3 minutes; the host may be overloaded.</source>
        <translation>%2 での %1 の検査が %3 分を超えました。ホストが過負荷かもしれません。</translation>
    </message>
    <message>
        <source>%1 on %2 has no torch, which reading checkpoints needs; give the machine the interpreter its runs use (registry field workbench.python).</source>
        <translation>%2 の %1 には torch がありませんが、チェックポイントの読み込みに必要です。マシンにランが使うインタープリターを指定してください（レジストリのフィールド workbench.python）。</translation>
    </message>
    <message>
        <source>Inspecting %1 on %2 failed (exit status %3): %4</source>
        <translation>%2 での %1 の検査に失敗しました（終了ステータス %3）: %4</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>メッセージなし</translation>
    </message>
    <message>
        <source>the output of %1 on %2</source>
        <translation>%2 での %1 の出力</translation>
    </message>
    <message>
        <source>Run %1 has no folder on a machine (it was imported or never started), so it has no checkpoints to inspect.</source>
        <translation>ラン %1 にはマシン上のフォルダーがありません（インポートされたか、開始されていません）。検査できるチェックポイントはありません。</translation>
    </message>
</context>
<context>
    <name>twb::ChipTopology</name>
    <message>
        <source>Topology &quot;%1&quot; is not a chip grid; write sizes joined by &apos;x&apos;, such as 4x4 or 2x2x4.</source>
        <translation>トポロジー &quot;%1&quot; はチップグリッドではありません; 4x4 や 2x2x4 のように &apos;x&apos; でつないで書いてください。</translation>
    </message>
    <message>
        <source>Topology &quot;%1&quot; must have 2 (AxB) or 3 (AxBxC) sizes.</source>
        <translation>トポロジー &quot;%1&quot; には 2 つ (AxB) または 3 つ (AxBxC) のサイズが必要です。</translation>
    </message>
</context>
<context>
    <name>twb::CodeDiffView</name>
    <message>
        <source>Diff from</source>
        <translation>差分の比較元</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>identical</source>
        <translation>同一</translation>
    </message>
    <message>
        <source>+%1 −%2</source>
        <translation>+%1 −%2</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n 行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::CompareCurvesView</name>
    <message>
        <source> (smoothed %1)</source>
        <translation> （平滑化 %1）</translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation>セル %1</translation>
    </message>
    <message>
        <source>mean of %1</source>
        <translation>%1 の平均</translation>
    </message>
    <message>
        <source>… %1 more</source>
        <translation>… 他 %1 件</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>シード %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n runs)</source>
        <translation>
            <numerusform>%1（%n ラン）</numerusform>
        </translation>
    </message>
    <message>
        <source>band: a colour&apos;s runs, lowest to highest; line: their mean</source>
        <translation>帯: 同じ色のランの最小から最大まで、線: その平均</translation>
    </message>
</context>
<context>
    <name>twb::CompareExporter</name>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n ラン</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comparison of %n run(s)</source>
        <translation>
            <numerusform>%n ランの比較</numerusform>
        </translation>
    </message>
    <message>
        <source>Ablations: %1</source>
        <translation>アブレーション: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s); keys that differ: %1</source>
        <translation>
            <numerusform>%n セル; 異なるキー: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 per run, coloured by %2, line style by seed (smoothing %3)</source>
        <translation>ランごとの %1、%2 で色分け、シードで線種（平滑化 %3）</translation>
    </message>
    <message>
        <source>Parallel coordinates: variables -&gt; %1</source>
        <translation>平行座標: 変数 -&gt; %1</translation>
    </message>
    <message>
        <source>Wrote %1 and its figures.</source>
        <translation>%1 と図を書き出しました。</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>%1 をエクスポートしました。</translation>
    </message>
    <message>
        <source>Open some runs first: there is nothing to report.</source>
        <translation>先にランをいくつか開いてください: レポートする内容がありません。</translation>
    </message>
    <message>
        <source>Experiments: %1</source>
        <translation>実験: %1</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>%1 を書き込み中…</translation>
    </message>
    <message>
        <source>Wrote %1: one file, opens in any browser.</source>
        <translation>%1 を書き込みました: 単一ファイルで、どのブラウザーでも開けます。</translation>
    </message>
</context>
<context>
    <name>twb::ComparePanel</name>
    <message>
        <source>Runs</source>
        <translation>ラン</translation>
    </message>
    <message>
        <source>Pick runs…</source>
        <translation>ランを選択…</translation>
    </message>
    <message>
        <source>An ablation&apos;s runs…</source>
        <translation>アブレーションのラン…</translation>
    </message>
    <message>
        <source>Compare an ablation</source>
        <translation>アブレーションを比較</translation>
    </message>
    <message>
        <source>Ablation:</source>
        <translation>アブレーション:</translation>
    </message>
    <message>
        <source>All runs of the workspace</source>
        <translation>ワークスペースの全ラン</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>ラン</translation>
    </message>
    <message>
        <source>mean ± band over seeds</source>
        <translation>シード間の平均 ± 帯</translation>
    </message>
    <message>
        <source>runs + mean</source>
        <translation>ラン + 平均</translation>
    </message>
    <message>
        <source>step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>relative time</source>
        <translation>相対時間</translation>
    </message>
    <message>
        <source>wall time</source>
        <translation>経過時間</translation>
    </message>
    <message>
        <source>log y</source>
        <extracomment>check box: logarithmic y axis</extracomment>
        <translation>対数 y</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Curves as PNG, SVG or PDF…</source>
        <translation>曲線を PNG、SVG、PDF で…</translation>
    </message>
    <message>
        <source>Export curves</source>
        <translation>曲線をエクスポート</translation>
    </message>
    <message>
        <source>Images (*.png *.svg *.pdf)</source>
        <translation>画像 (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <source>Parallel coordinates as PNG, SVG or PDF…</source>
        <translation>平行座標を PNG、SVG、PDF で…</translation>
    </message>
    <message>
        <source>Export parallel coordinates</source>
        <translation>平行座標をエクスポート</translation>
    </message>
    <message>
        <source>Results as CSV…</source>
        <translation>結果を CSV で…</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>結果をエクスポート</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Markdown report with figures…</source>
        <translation>図付き Markdown レポート…</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>レポートをエクスポート</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>メトリック</translation>
    </message>
    <message>
        <source>Colour by</source>
        <translation>色分け</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation>平滑化</translation>
    </message>
    <message>
        <source>x</source>
        <extracomment>label of the x-axis choice (step, wall time, relative time)</extracomment>
        <translation>x</translation>
    </message>
    <message>
        <source>Results:</source>
        <translation>結果:</translation>
    </message>
    <message>
        <source>Baseline:</source>
        <translation>ベースライン:</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Config diff</source>
        <translation>設定の差分</translation>
    </message>
    <message>
        <source>Runs, tags and notes</source>
        <translation>ラン、タグ、メモ</translation>
    </message>
    <message>
        <source>No run of %1 has been launched yet.</source>
        <translation>%1 のランはまだ起動されていません。</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>セル</translation>
    </message>
    <message>
        <source>Not read: %1</source>
        <translation>未読み込み: %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n ラン</numerusform>
        </translation>
    </message>
    <message>
        <source>Shareable HTML report…</source>
        <translation>共有用 HTML レポート…</translation>
    </message>
    <message>
        <source>Export HTML report</source>
        <translation>HTML レポートをエクスポート</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>Saved the tags and notes of %1.</source>
        <translation>%1 のタグとメモを保存しました。</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n run(s)…</source>
        <translation>
            <numerusform>%n ランを読み込み中…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2.</source>
        <extracomment>Joins &quot;3 runs&quot; and &quot;2 cells&quot;.</extracomment>
        <translation>%1、%2。</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n セル</numerusform>
        </translation>
    </message>
    <message>
        <source>This workspace has no ablation yet: design one in the Ablation panel.</source>
        <translation>このワークスペースにはまだアブレーションがありません。アブレーションパネルで設計してください。</translation>
    </message>
    <message>
        <source>Runs that differ in whether a kernel replaces a module: each seed&apos;s final loss with and without it, and the step times of the two arms</source>
        <translation>カーネルがモジュールを置き換えるかどうかだけが異なるラン: 各シードのカーネルあり・なしの最終 loss と、両アームのステップ時間</translation>
    </message>
</context>
<context>
    <name>twb::CompareRunsView</name>
    <message>
        <source>Run</source>
        <extracomment>column header: the training run (a noun)</extracomment>
        <translation>ラン</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>タグ</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>The run %1 is no longer compared.</source>
        <translation>ラン %1 はもう比較対象ではありません。</translation>
    </message>
</context>
<context>
    <name>twb::ConfigDiffModel</name>
    <message>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>column header: the training run (a noun)</extracomment>
        <translation>ラン</translation>
    </message>
</context>
<context>
    <name>twb::CostEstimate</name>
    <message>
        <source>1 run</source>
        <translation>1 ラン</translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation>%1 ラン</translation>
    </message>
    <message>
        <source>%1; cost unknown: the accelerator type &quot;%2&quot; is not in the catalog.</source>
        <translation>%1; コスト不明: アクセラレータの種類 &quot;%2&quot; はカタログにありません。</translation>
    </message>
    <message>
        <source>%1 x %2 chips (%3), %4 steps; cost unknown: no step time. Set estimate.step_time_s in the ablation file or finish one run of the experiment to measure it.</source>
        <translation>%1 x %2 チップ (%3)、%4 ステップ; コスト不明: ステップ時間がありません。アブレーションファイルで estimate.step_time_s を設定するか、実験のランを 1 つ完了して計測してください。</translation>
    </message>
    <message>
        <source>%1 x %2 chips (%3), %4 steps x %5 s = %6, %7; step time %8. Compilation and start-up are not included.</source>
        <translation>%1 x %2 チップ（%3）、%4 ステップ x %5 秒 = %6、%7。ステップ時間 %8。コンパイルと起動は含みません。</translation>
    </message>
    <message>
        <source>%1 chip-seconds</source>
        <translation>%1 チップ秒</translation>
    </message>
    <message>
        <source>%1 chip-minutes</source>
        <translation>%1 チップ分</translation>
    </message>
    <message>
        <source>%1 chip-hours</source>
        <translation>%1 チップ時間</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 時間</translation>
    </message>
</context>
<context>
    <name>twb::DataPreparation</name>
    <message>
        <source>--out DIR is missing: name the folder for the shards.</source>
        <translation>--out DIR がありません。シャードのフォルダーを指定してください。</translation>
    </message>
    <message>
        <source>No corpus given: name the .txt or .jsonl files (or folders of them) to tokenize.</source>
        <translation>コーパスが指定されていません。トークン化する .txt または .jsonl ファイル（またはそれらのフォルダー）を指定してください。</translation>
    </message>
    <message>
        <source>%1: tpuwb data prepare reads local files only. Copy the corpus first (gcloud storage cp -r), or train on it as it is with --set data.source=stream --set data.path=%1 --set data.tokenizer=MODEL (a tokenizer prepared here from a local sample of it).</source>
        <translation>%1: tpuwb data prepare はローカルファイルしか読みません。先にコーパスをコピーする（gcloud storage cp -r）か、--set data.source=stream --set data.path=%1 --set data.tokenizer=MODEL でそのまま学習してください（MODEL は、そのローカルサンプルからここで準備したトークナイザー）。</translation>
    </message>
    <message>
        <source>--vocab-size %1 is not a positive whole number.</source>
        <translation>--vocab-size %1 は正の整数ではありません。</translation>
    </message>
    <message>
        <source>--shard-tokens %1 is not a positive whole number.</source>
        <translation>--shard-tokens %1 は正の整数ではありません。</translation>
    </message>
    <message>
        <source>--threads %1 is not a positive whole number.</source>
        <translation>--threads %1 は正の整数ではありません。</translation>
    </message>
    <message>
        <source>The data preparation script %1 is missing; reinstall the workbench or set TPUWB_TEMPLATES to a templates folder that has it.</source>
        <translation>データ準備スクリプト %1 がありません。Workbench を再インストールするか、TPUWB_TEMPLATES をそれを含むテンプレートフォルダーに設定してください。</translation>
    </message>
    <message>
        <source>%1 cannot be started (%2); give an interpreter with SentencePiece (the workbench&apos;s Python environment has it; Debian: python3-sentencepiece).</source>
        <translation>%1 を起動できません（%2）。SentencePiece を持つインタープリターを指定してください（Workbench の Python 環境にはあります。Debian: python3-sentencepiece）。</translation>
    </message>
    <message>
        <source>Data preparation into %1 was stopped; the folder may hold a partial result, which the next run rebuilds.</source>
        <translation>%1 へのデータ準備を停止しました。フォルダーに途中までの結果が残っている可能性がありますが、次回の実行で作り直されます。</translation>
    </message>
    <message>
        <source>%1 %2 ended with status %3 and no message.</source>
        <translation>%1 %2 はステータス %3 で終了しましたが、メッセージはありません。</translation>
    </message>
    <message>
        <source>the output of %1</source>
        <translation>%1 の出力</translation>
    </message>
    <message>
        <source>%1 printed no JSON object.</source>
        <translation>%1 は JSON オブジェクトを出力しませんでした。</translation>
    </message>
    <message>
        <source>%1 is up to date: the same inputs and settings made it (a forced rebuild makes it again).</source>
        <translation>%1 は最新です。同じ入力と設定で作られています（強制的に再構築すると作り直します）。</translation>
    </message>
    <message>
        <source>Prepared %1.</source>
        <translation>%1 を準備しました。</translation>
    </message>
    <message>
        <source>  tokens: %1 (train %2 in %3, %4 documents; eval %5 in %6, %7 documents)</source>
        <translation>  トークン: %1（学習 %2、%3、文書 %4 件; 評価 %5、%6、文書 %7 件）</translation>
    </message>
    <message numerus="yes">
        <source>%n shard(s)</source>
        <translation>
            <numerusform>%n シャード</numerusform>
        </translation>
    </message>
    <message>
        <source>  tokenizer: %1 (%2, vocab %3), ids stored as %4</source>
        <translation>  トークナイザー: %1（%2、語彙数 %3）、ID は %4 で保存</translation>
    </message>
    <message>
        <source>trained here, %1</source>
        <translation>ここで学習、%1</translation>
    </message>
    <message>
        <source>given: %1</source>
        <translation>指定: %1</translation>
    </message>
    <message>
        <source>  input: %1 (%2 bytes, sha256 %3)</source>
        <translation>  入力: %1（%2 バイト、sha256 %3）</translation>
    </message>
    <message>
        <source>  time: %1 s in all, tokenizer %2 s, encoding %3 tokens/s</source>
        <translation>  時間: 合計 %1 秒、トークナイザー %2 秒、エンコード %3 トークン/秒</translation>
    </message>
    <message>
        <source>Train on it: data.source tokens, data.path %1, model.vocab_size %2 or larger (tpuwb scaffold ... --set data.source=tokens --set data.path=%1 --set model.vocab_size=%2).</source>
        <translation>これで学習するには: data.source tokens、data.path %1、model.vocab_size %2 以上（tpuwb scaffold ... --set data.source=tokens --set data.path=%1 --set model.vocab_size=%2）。</translation>
    </message>
</context>
<context>
    <name>twb::DemoExperiment</name>
    <message>
        <source>8 experts with top-2 routing reach the dense 1B baseline&apos;s loss in fewer chip-hours.</source>
        <translation>top-2 ルーティングの 8 エキスパートは、より少ないチップ時間で密な 1B ベースラインの損失に届く。</translation>
    </message>
</context>
<context>
    <name>twb::DemoKernelRun</name>
    <message>
        <source>The demo kernel run in %1 did not finish: %2</source>
        <translation>%1 のデモカーネルランは完了しませんでした: %2</translation>
    </message>
</context>
<context>
    <name>twb::DemoWorkspace</name>
    <message>
        <source>Cannot copy %1 to %2.</source>
        <translation>%1 を %2 にコピーできません。</translation>
    </message>
    <message>
        <source>%1 exists and is not a workspace (no workbench.json); choose an empty or new folder for the demo.</source>
        <translation>%1 は存在しワークスペースではありません（workbench.json なし）; デモ用に空のフォルダーか新しいフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>%1 already holds a workspace; use --force to replace it with a fresh demo.</source>
        <translation>%1 には既にワークスペースがあります; --force で新しいデモに置き換えます。</translation>
    </message>
    <message>
        <source>Cannot remove the old demo workspace %1.</source>
        <translation>古いデモワークスペース %1 を削除できません。</translation>
    </message>
</context>
<context>
    <name>twb::DesktopNotifier</name>
    <message>
        <source>No desktop notifications: no session bus (%1). Alerts still reach the Monitor&apos;s list, `tpuwb run watch` and the alert command.</source>
        <translation>デスクトップ通知なし: セッションバスがありません (%1)。アラートはモニターの一覧、`tpuwb run watch`、アラートコマンドには届きます。</translation>
    </message>
    <message>
        <source>DBUS_SESSION_BUS_ADDRESS is not set</source>
        <translation>DBUS_SESSION_BUS_ADDRESS が設定されていません</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No desktop notifications: %1 did not answer (%2). Alerts still reach the Monitor&apos;s list, `tpuwb run watch` and the alert command.</source>
        <translation>デスクトップ通知なし: %1 が応答しませんでした (%2)。アラートはモニターの一覧、`tpuwb run watch`、アラートコマンドには届きます。</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>ラン %1</translation>
    </message>
    <message>
        <source>Run %1 on %2</source>
        <translation>%2 上のラン %1</translation>
    </message>
</context>
<context>
    <name>twb::DeviceGridWidget</name>
    <message>
        <source>device %1
worker %2, host %3%4
chip %5%6
%7</source>
        <translation>デバイス %1
ワーカー %2、ホスト %3%4
チップ %5%6
%7</translation>
    </message>
    <message>
        <source>, slice %1</source>
        <translation>、スライス %1</translation>
    </message>
    <message>
        <source>, core %1</source>
        <translation>、コア %1</translation>
    </message>
    <message>
        <source>No device map</source>
        <translation>デバイスマップなし</translation>
    </message>
    <message>
        <source>Too many chips to draw at this size</source>
        <translation>このサイズでは描画できないほどチップが多い</translation>
    </message>
    <message>
        <source>slice %1</source>
        <translation>スライス %1</translation>
    </message>
    <message>
        <source>z=%1</source>
        <translation>z=%1</translation>
    </message>
    <message>
        <source>Device grid</source>
        <translation>デバイスグリッド</translation>
    </message>
    <message>
        <source>%1 = %2 over %3</source>
        <translation>%1 = %2（%3 上）</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) of %1: %2</source>
        <translation>
            <numerusform>%1 の %n デバイス: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) (%1)</source>
        <translation>
            <numerusform>%n チップ (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>colour: %1 coordinate (0..%2); outline: one TPU VM (%n chip(s))</source>
        <translation>
            <numerusform>色: %1 座標 (0..%2); 枠: 1 台の TPU VM（%n チップ）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::DeviceMap</name>
    <message>
        <source>Axis %1 has size %2.</source>
        <translation>軸 %1 のサイズは %2 です。</translation>
    </message>
    <message numerus="yes">
        <source>The mesh %1 does not multiply out to %2 devices per slice and %n slice(s); fix the axes first.</source>
        <translation>
            <numerusform>mesh %1 はスライスあたり %2 デバイス、%n スライスになりません; 先に軸を修正してください。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::DiagnosticsBar</name>
    <message>
        <source>Why is it stuck?</source>
        <translation>なぜ止まっている？</translation>
    </message>
    <message>
        <source>Take the Python stacks of every thread of train.py on every host at once, and show which host is not where the others are (`tpuwb run stacks`)</source>
        <translation>全ホストの train.py の全スレッドの Python スタックを一度に取得し、他と違う場所にいるホストを表示（`tpuwb run stacks`）</translation>
    </message>
    <message>
        <source>Why is it slow?</source>
        <translation>なぜ遅い？</translation>
    </message>
    <message>
        <source>Trace the next steps on every host while the run goes on, and show where the step time goes (`tpuwb run profile`)</source>
        <translation>ランを続けたまま各ホストで次のステップをトレースし、ステップ時間の内訳を表示（`tpuwb run profile`）</translation>
    </message>
    <message>
        <source>Checkpoints…</source>
        <translation>チェックポイント…</translation>
    </message>
    <message>
        <source>The run&apos;s checkpoints: step, completeness, config hash, tensors and optimizer state (`tpuwb checkpoint inspect`)</source>
        <translation>ランのチェックポイント: ステップ、完全性、構成ハッシュ、テンソル、オプティマイザーの状態（`tpuwb checkpoint inspect`）</translation>
    </message>
    <message>
        <source>Stacks of %1</source>
        <translation>%1 のスタック</translation>
    </message>
    <message>
        <source>Taking the stacks of every host of %1…</source>
        <translation>%1 の全ホストのスタックを取得中…</translation>
    </message>
    <message>
        <source>%1 stalled: taking the stacks of every host…</source>
        <translation>%1 が停滞: 全ホストのスタックを取得中…</translation>
    </message>
    <message>
        <source>Taking the stacks of %1…</source>
        <translation>%1 のスタックを取得中…</translation>
    </message>
    <message>
        <source>Stacks of %1 taken.</source>
        <translation>%1 のスタックを取得しました。</translation>
    </message>
    <message>
        <source>Stacks of %1 taken: a host is not where the others are.</source>
        <translation>%1 のスタックを取得: 他と違う場所にいるホストがあります。</translation>
    </message>
    <message>
        <source>Reading the saved stacks of %1…</source>
        <translation>%1 の保存済みスタックを読み込み中…</translation>
    </message>
    <message>
        <source>Profile of %1</source>
        <translation>%1 のプロファイル</translation>
    </message>
    <message numerus="yes">
        <source>Tracing %n step(s) on every host of %1…</source>
        <translation>
            <numerusform>%1 の各ホストで %n ステップをトレース中…</numerusform>
        </translation>
    </message>
    <message>
        <source>Profiling %1…</source>
        <translation>%1 をプロファイル中…</translation>
    </message>
    <message>
        <source>Profile of %1 taken.</source>
        <translation>%1 のプロファイルを取得しました。</translation>
    </message>
    <message>
        <source>Checkpoints of %1</source>
        <translation>%1 のチェックポイント</translation>
    </message>
</context>
<context>
    <name>twb::DocLinks</name>
    <message>
        <source>Runs and the live monitor</source>
        <translation>ランとライブモニター</translation>
    </message>
    <message>
        <source>Ablations and Compare</source>
        <translation>アブレーションと比較</translation>
    </message>
    <message>
        <source>Mesh designer</source>
        <translation>Mesh デザイナー</translation>
    </message>
    <message>
        <source>Experiment scaffolding</source>
        <translation>実験からのプロジェクト生成</translation>
    </message>
    <message>
        <source>Kernel-optimization runs</source>
        <translation>カーネル最適化ラン</translation>
    </message>
    <message>
        <source>Reaching hosts (SSH, host keys)</source>
        <translation>ホストへの接続（SSH、ホスト鍵）</translation>
    </message>
    <message>
        <source>File formats</source>
        <translation>ファイル形式</translation>
    </message>
</context>
<context>
    <name>twb::Document</name>
    <message>
        <source>The document has no file yet; choose where to save it.</source>
        <translation>ドキュメントにはまだファイルがありません; 保存先を選んでください。</translation>
    </message>
</context>
<context>
    <name>twb::EditAxisCommand</name>
    <message>
        <source>Edit axis %1</source>
        <translation>軸 %1 を編集</translation>
    </message>
</context>
<context>
    <name>twb::EnvironmentProbe</name>
    <message>
        <source>this machine</source>
        <translation>このマシン</translation>
    </message>
    <message>
        <source>%1 (this machine)</source>
        <translation>%1（このマシン）</translation>
    </message>
    <message>
        <source>host %1 (%2) of %3</source>
        <translation>%3 のホスト %1（%2）</translation>
    </message>
    <message>
        <source>%1: the interpreter %2 was not found; set the machine&apos;s python to one that exists there.</source>
        <translation>%1: インタープリター %2 が見つかりません。マシンの python をそこに存在するものに設定してください。</translation>
    </message>
    <message>
        <source>%1: %2 did not answer the probe (exit code %3%4).</source>
        <translation>%1: %2 がプローブに応答しませんでした（終了コード %3%4）。</translation>
    </message>
    <message>
        <source>%1: %2 answered the probe with something that is not its JSON: %3</source>
        <translation>%1: %2 がプローブに JSON ではない応答を返しました: %3</translation>
    </message>
    <message>
        <source>torch_xla is not installed</source>
        <translation>torch_xla がインストールされていません</translation>
    </message>
    <message>
        <source>%1 could not be reached: %2</source>
        <translation>%1 に到達できませんでした: %2</translation>
    </message>
    <message>
        <source>%1: %2 gave no answer within %3 s.</source>
        <translation>%1: %2 が %3 秒以内に応答しませんでした。</translation>
    </message>
    <message>
        <source>%1: the probe was cancelled.</source>
        <translation>%1: プローブは取り消されました。</translation>
    </message>
    <message>
        <source>the workbench&apos;s Python environment is installed: unset TPUWB_PYTHON to use %1, or set TPUWB_PYTHON=/path/to/python to an interpreter that has them.</source>
        <translation>ワークベンチの Python 環境はインストール済みです: %1 を使うには TPUWB_PYTHON を解除するか、それらを持つインタープリターを TPUWB_PYTHON=/path/to/python で指定してください。</translation>
    </message>
    <message>
        <source>scripts/install-python-env.sh (from the TPU Workbench source checkout) repairs %1; or set TPUWB_PYTHON=/path/to/python to an interpreter that has them.</source>
        <translation>scripts/install-python-env.sh（TPU Workbench のソースチェックアウトから）で %1 を修復できます。または、それらを持つインタープリターを TPUWB_PYTHON=/path/to/python で指定してください。</translation>
    </message>
    <message>
        <source>scripts/install-python-env.sh (from the TPU Workbench source checkout) installs them into %1; or set TPUWB_PYTHON=/path/to/python to an interpreter that has them.</source>
        <translation>scripts/install-python-env.sh（TPU Workbench のソースチェックアウトから）でそれらを %1 にインストールできます。または、それらを持つインタープリターを TPUWB_PYTHON=/path/to/python で指定してください。</translation>
    </message>
    <message>
        <source>on %1, in the project&apos;s folder: %2 -m pip install -r requirements.txt (as the generated project&apos;s README says).</source>
        <translation>%1 のプロジェクトのフォルダーで: %2 -m pip install -r requirements.txt（生成されたプロジェクトの README のとおり）。</translation>
    </message>
    <message>
        <source>the workbench&apos;s Python environment has them: set %1&apos;s python to %2 (Machines panel, Edit).</source>
        <translation>ワークベンチの Python 環境にそれらがあります: %1 の python を %2 に設定してください（マシンパネルの「編集」）。</translation>
    </message>
    <message>
        <source>scripts/install-python-env.sh (from the TPU Workbench source checkout) repairs %1.</source>
        <translation>scripts/install-python-env.sh（TPU Workbench のソースチェックアウトから）で %1 を修復できます。</translation>
    </message>
    <message>
        <source>scripts/install-python-env.sh (from the TPU Workbench source checkout) installs them into %1; then set %2&apos;s python to %3 (Machines panel, Edit). Or set TPUWB_PYTHON=/path/to/python to an interpreter that has them.</source>
        <translation>scripts/install-python-env.sh（TPU Workbench のソースチェックアウトから）でそれらを %1 にインストールし、%2 の python を %3 に設定してください（マシンパネルの「編集」）。または、それらを持つインタープリターを TPUWB_PYTHON=/path/to/python で指定してください。</translation>
    </message>
</context>
<context>
    <name>twb::ErrorDetailsDialog</name>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
</context>
<context>
    <name>twb::Experiment</name>
    <message>
        <source>%1 must hold a JSON object (an experiment), not %2.</source>
        <translation>%1 は %2 ではなく JSON オブジェクト（実験）を含む必要があります。</translation>
    </message>
    <message>
        <source>%1 has no &quot;schema&quot;: &quot;%2&quot;; it is not a TPU Workbench experiment. Add the field if the file is one.</source>
        <translation>%1 に &quot;schema&quot;: &quot;%2&quot; がありません; TPU Workbench の実験ではありません。そうであればフィールドを追加してください。</translation>
    </message>
    <message>
        <source>%1: schema &quot;%2&quot; is not an experiment schema (expected &quot;%3&quot;).</source>
        <translation>%1: スキーマ &quot;%2&quot; は実験のスキーマではありません（&quot;%3&quot; が必要）。</translation>
    </message>
    <message>
        <source>%1 uses schema %2, written by a newer TPU Workbench; this version reads %3. Update TPU Workbench to open it.</source>
        <translation>%1 は新しい TPU Workbench が書いたスキーマ %2 を使っています; このバージョンが読めるのは %3 です。開くには TPU Workbench を更新してください。</translation>
    </message>
    <message>
        <source>%1=%2: %3 (at %4 of the value). Write a value within that limit, or quote it (&quot;...&quot;) to set it as text.</source>
        <translation>%1=%2: %3（値の %4 の位置）。範囲内の値を書くか、引用符（&quot;...&quot;）で囲んでテキストとして設定してください。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a field path; write it as dotted names such as train.lr.</source>
        <translation>&quot;%1&quot; はフィールドパスではありません; train.lr のようなドット区切りで書いてください。</translation>
    </message>
    <message>
        <source>Cannot set %1: %2 is a %3, not an object.</source>
        <translation>%1 を設定できません: %2 はオブジェクトではなく %3 です。</translation>
    </message>
</context>
<context>
    <name>twb::ExperimentDataRules</name>
    <message>
        <source>%1 names no bucket; write gs://BUCKET/PREFIX.</source>
        <translation>%1 にバケットがありません。gs://BUCKET/PREFIX と書いてください。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a Cloud Storage bucket name (3 to 63 lower-case letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, starting and ending with a letter or digit).</source>
        <translation>%1: 「%2」は Cloud Storage のバケット名として無効です（3〜63 文字の小文字、数字、&apos;-&apos;、&apos;_&apos;、&apos;.&apos; で、先頭と末尾は英字か数字）。</translation>
    </message>
    <message>
        <source>%1 is not hf://DATASET[/CONFIG][:SPLIT] (DATASET as on the Hub: name or owner/name; for example hf://allenai/c4/en:train).</source>
        <translation>%1 は hf://DATASET[/CONFIG][:SPLIT] の形式ではありません（DATASET は Hub 上の名前: name または owner/name。例: hf://allenai/c4/en:train）。</translation>
    </message>
    <message>
        <source>%1 names a config and data.hf_config names one too; keep one of them.</source>
        <translation>%1 が構成を指定し、data.hf_config も構成を指定しています。どちらか一方にしてください。</translation>
    </message>
    <message>
        <source>data.path %1: data.source &quot;%2&quot; reads local files only; set data.source to &quot;stream&quot; to read .txt/.jsonl shards from gs:// or a dataset from hf://, or copy the data to the machine.</source>
        <translation>data.path %1: data.source「%2」はローカルファイルしか読みません。gs:// の .txt/.jsonl シャードや hf:// のデータセットを読むには data.source を「stream」にするか、データをマシンにコピーしてください。</translation>
    </message>
    <message>
        <source>data.path must name the text shards (a file, folder or pattern, local or gs://BUCKET/PREFIX) or hf://DATASET when data.source is &quot;stream&quot;.</source>
        <translation>data.source が「stream」のとき、data.path にはテキストシャード（ファイル、フォルダー、パターン。ローカルまたは gs://BUCKET/PREFIX）か hf://DATASET を指定してください。</translation>
    </message>
    <message>
        <source>data.path %1: only local paths, gs:// and hf:// are read.</source>
        <translation>data.path %1: 読めるのはローカルパス、gs://、hf:// だけです。</translation>
    </message>
    <message>
        <source>data.tokenizer must name a SentencePiece model (local or gs://; tpuwb data prepare writes tokenizer.model) when data.source is &quot;stream&quot;.</source>
        <translation>data.source が「stream」のとき、data.tokenizer には SentencePiece モデル（ローカルまたは gs://。tpuwb data prepare が tokenizer.model を書き出します）を指定してください。</translation>
    </message>
    <message>
        <source>data.tokenizer %1: give a local path or a gs:// URL.</source>
        <translation>data.tokenizer %1: ローカルパスか gs:// の URL を指定してください。</translation>
    </message>
    <message>
        <source>%1 must be a non-empty string.</source>
        <translation>%1 は空でない文字列にしてください。</translation>
    </message>
    <message>
        <source>data.hf_config is used only with an hf:// data.path; it is ignored here.</source>
        <translation>data.hf_config は hf:// の data.path でのみ使われます。ここでは無視されます。</translation>
    </message>
    <message>
        <source>data.eval_fraction must be a number between 0 and 1 (exclusive) for data.source &quot;stream&quot;: the eval set is held out of the stream.</source>
        <translation>data.source「stream」では、data.eval_fraction は 0 より大きく 1 より小さい数にしてください。評価セットはストリームから取り分けられます。</translation>
    </message>
</context>
<context>
    <name>twb::ExperimentKernelRules</name>
    <message>
        <source>model.kernels must be an object of module -&gt; kernel, e.g. {&quot;rmsnorm&quot;: {&quot;path&quot;: &quot;...&quot;, &quot;sha256&quot;: &quot;...&quot;}}, not %1; use `tpuwb kernel use` to switch a kernel in.</source>
        <translation>model.kernels はモジュール -&gt; カーネルのオブジェクトである必要があります（例: {&quot;rmsnorm&quot;: {&quot;path&quot;: &quot;...&quot;, &quot;sha256&quot;: &quot;...&quot;}}）。%1 ではありません。カーネルの組み込みには `tpuwb kernel use` を使ってください。</translation>
    </message>
    <message>
        <source>%1: the generated model cannot route module &quot;%2&quot; through a kernel; the modules that take a kernel are %3. Remove the entry or rename it.</source>
        <translation>%1: 生成されたモデルはモジュール &quot;%2&quot; をカーネル経由にできません。カーネルを使えるモジュールは %3 です。エントリを削除するか名前を変えてください。</translation>
    </message>
    <message>
        <source>%1 must be an object {&quot;path&quot;: &quot;&lt;kernel&gt;.py&quot;, &quot;sha256&quot;: &quot;&lt;hex&gt;&quot;, &quot;enabled&quot;: true}, not %2; `tpuwb kernel use KERNEL --experiment DIR --module %3` writes it.</source>
        <translation>%1 はオブジェクト {&quot;path&quot;: &quot;&lt;kernel&gt;.py&quot;, &quot;sha256&quot;: &quot;&lt;hex&gt;&quot;, &quot;enabled&quot;: true} である必要があります。%2 ではありません。`tpuwb kernel use KERNEL --experiment DIR --module %3` が書き込みます。</translation>
    </message>
    <message>
        <source>%1.enabled must be true or false, not %2.</source>
        <translation>%1.enabled は true か false である必要があります。%2 ではありません。</translation>
    </message>
    <message>
        <source>%1.path is missing; set it to the kernel&apos;s file (a kernel run&apos;s optimized.py), absolute or relative to the experiment&apos;s folder.</source>
        <translation>%1.path がありません。カーネルのファイル（カーネル実行の optimized.py）を、絶対パスか実験フォルダからの相対パスで指定してください。</translation>
    </message>
    <message>
        <source>%1: the %2 kernel needs the hidden size model.d_model to be a multiple of %3 (its blocks are %3 lanes wide); model.d_model is %4. Choose a multiple of %3 or remove the kernel.</source>
        <translation>%1: %2 カーネルには隠れ次元 model.d_model が %3 の倍数である必要があります（ブロックの幅が %3 レーン）。model.d_model は %4 です。%3 の倍数を選ぶか、カーネルを外してください。</translation>
    </message>
    <message>
        <source>%1.sha256 must be the kernel file&apos;s SHA-256 (64 lower-case hex digits), not %2; `sha256sum FILE` prints it, `tpuwb kernel use` writes it.</source>
        <translation>%1.sha256 はカーネルファイルの SHA-256（小文字の16進数 64 桁）である必要があります。%2 ではありません。`sha256sum FILE` で表示でき、`tpuwb kernel use` が書き込みます。</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1.path: %2 does not exist; point it at the published kernel (a finished kernel run&apos;s optimized.py) or remove the entry.</source>
        <translation>%1.path: %2 は存在しません。公開されたカーネル（完了したカーネル実行の optimized.py）を指定するか、エントリを削除してください。</translation>
    </message>
    <message>
        <source>%1.path: %2</source>
        <translation>%1.path: %2</translation>
    </message>
    <message>
        <source>%1.path: %2 defines no `computation`; a published MaxKernel kernel is a JAX function `computation(...)`. Point it at the run&apos;s optimized.py.</source>
        <translation>%1.path: %2 は `computation` を定義していません。公開された MaxKernel のカーネルは JAX 関数 `computation(...)` です。実行の optimized.py を指定してください。</translation>
    </message>
    <message>
        <source>%1.sha256 is %2; set it to %3, the SHA-256 of %4 (or switch the kernel in with `tpuwb kernel use`).</source>
        <translation>%1.sha256 は %2 です。%4 の SHA-256 である %3 に設定してください（または `tpuwb kernel use` でカーネルを組み込んでください）。</translation>
    </message>
    <message>
        <source>%1.sha256 says %2 but %3 now has %4: the kernel changed after it was switched in. Check the new kernel and run `tpuwb kernel use` again, or restore the file.</source>
        <translation>%1.sha256 は %2 ですが、%3 は現在 %4 です。組み込み後にカーネルが変更されました。新しいカーネルを確認して `tpuwb kernel use` をもう一度実行するか、ファイルを元に戻してください。</translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot;, relative, and there is no experiment folder to find it from; write an absolute path.</source>
        <translation>%1 は相対パス &quot;%2&quot; ですが、基準となる実験フォルダがありません。絶対パスを書いてください。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: tpu.scan_layers cannot run layers that hold a Pallas kernel; turn scan_layers off or remove the kernel.</source>
        <translation>%1: tpu.scan_layers は Pallas カーネルを含む層を実行できません。scan_layers をオフにするか、カーネルを外してください。</translation>
    </message>
</context>
<context>
    <name>twb::ExperimentListModel</name>
    <message>
        <source>unreadable</source>
        <translation>読み取り不可</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>アクセラレータ</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>戦略</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>アテンション</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>ハッシュ</translation>
    </message>
</context>
<context>
    <name>twb::ExperimentMeshFile</name>
    <message>
        <source>%1 must hold a JSON object (an experiment).</source>
        <translation>%1 は JSON オブジェクト（実験）を含む必要があります。</translation>
    </message>
    <message>
        <source>%1 must hold a JSON object (an experiment); it was left unchanged.</source>
        <translation>%1 は JSON オブジェクト（実験）を含む必要があります; 変更していません。</translation>
    </message>
</context>
<context>
    <name>twb::ExperimentMeshRules</name>
    <message>
        <source>strategy &quot;single&quot; runs on one device, but tpu.mesh is %1; remove the mesh or choose spmd, fsdpv2 or ddp to use the %2 devices.</source>
        <translation>戦略 &quot;single&quot; は 1 デバイスで動きますが、tpu.mesh は %1 です; mesh を削除するか、%2 デバイスを使うため spmd、fsdpv2、ddp を選んでください。</translation>
    </message>
    <message>
        <source>strategy &quot;%1&quot; needs tpu.mesh.axes; for %2 (%3 devices) for example %4.</source>
        <translation>戦略 &quot;%1&quot; には tpu.mesh.axes が必要です; %2（%3 デバイス）なら例えば %4。</translation>
    </message>
    <message>
        <source>strategy &quot;%1&quot; does not shard parameters; partition specs apply under spmd or fsdpv2. Change the strategy or remove the specs.</source>
        <translation>戦略 &quot;%1&quot; はパラメータをシャードしません; パーティション仕様は spmd か fsdpv2 で有効です。戦略を変えるか仕様を削除してください。</translation>
    </message>
    <message>
        <source>the model has no tensor &quot;%1&quot;; its tensors are %2.</source>
        <translation>モデルにテンソル &quot;%1&quot; はありません; テンソルは %2 です。</translation>
    </message>
    <message>
        <source>data, fsdp and DCN axes (use strategy spmd for tensor or expert axes)</source>
        <translation>data、fsdp、DCN 軸（tensor や expert 軸には戦略 spmd を使用）</translation>
    </message>
    <message>
        <source>data, fsdp, model (or tensor), expert and DCN axes</source>
        <translation>data、fsdp、model（または tensor）、expert、DCN 軸</translation>
    </message>
    <message>
        <source>strategy &quot;%1&quot; has no use for the %2 mesh axis &quot;%3&quot;; its axes are %4.</source>
        <translation>戦略 &quot;%1&quot; では %2 mesh 軸 &quot;%3&quot; を使いません; 軸は %4 です。</translation>
    </message>
    <message>
        <source>strategy &quot;ddp&quot; runs one process per device: give tpu.mesh exactly one axis data=%1.</source>
        <translation>戦略 &quot;ddp&quot; はデバイスごとに 1 プロセス: tpu.mesh には軸 data=%1 を 1 つだけ指定してください。</translation>
    </message>
    <message>
        <source>train.batch_size (%1) must divide over the data-parallel mesh axes (data x fsdp x DCN = %2).</source>
        <translation>train.batch_size (%1) はデータ並列 mesh 軸で割り切れる必要があります（data x fsdp x DCN = %2）。</translation>
    </message>
    <message>
        <source>train.batch_size (%1) must divide over the %2 hosts, which each load their share.</source>
        <translation>train.batch_size (%1) は、それぞれ担当分を読み込む %2 ホストで割り切れる必要があります。</translation>
    </message>
    <message>
        <source>model.n_heads (%1) must divide over the tensor-parallel mesh axis (%2).</source>
        <translation>model.n_heads (%1) はテンソル並列 mesh 軸 (%2) で割り切れる必要があります。</translation>
    </message>
    <message>
        <source>model.d_ff (%1) must divide over the tensor-parallel mesh axis (%2).</source>
        <translation>model.d_ff (%1) はテンソル並列 mesh 軸 (%2) で割り切れる必要があります。</translation>
    </message>
    <message>
        <source>the mesh axis expert=%1 needs a MoE model (model.kind &quot;moe&quot;).</source>
        <translation>mesh 軸 expert=%1 には MoE モデル（model.kind &quot;moe&quot;）が必要です。</translation>
    </message>
</context>
<context>
    <name>twb::ExperimentValidator</name>
    <message>
        <source>%1 is missing; set it to an integer &gt;= %2.</source>
        <translation>%1 がありません; %2 以上の整数を設定してください。</translation>
    </message>
    <message>
        <source>%1 must be an integer, not %2.</source>
        <translation>%1 は %2 ではなく整数である必要があります。</translation>
    </message>
    <message>
        <source>%1 must be &gt;= %2 (it is %3).</source>
        <translation>%1 は &gt;= %2 である必要があります（現在 %3）。</translation>
    </message>
    <message>
        <source>%1 is missing; set it to a number.</source>
        <translation>%1 がありません; 数値を設定してください。</translation>
    </message>
    <message>
        <source>%1 must be a finite number, not %2.</source>
        <translation>%1 は %2 ではなく有限の数である必要があります。</translation>
    </message>
    <message>
        <source>%1 must be &gt; 0 (it is %2).</source>
        <translation>%1 は &gt; 0 である必要があります（現在 %2）。</translation>
    </message>
    <message>
        <source>%1 must be &gt;= 0 (it is %2).</source>
        <translation>%1 は &gt;= 0 である必要があります（現在 %2）。</translation>
    </message>
    <message>
        <source>%1 is missing; choose one of %2.</source>
        <translation>%1 がありません; %2 から選んでください。</translation>
    </message>
    <message>
        <source>%1 is %2, which is unknown; choose one of %3.</source>
        <translation>%1 は不明な値 %2 です; %3 から選んでください。</translation>
    </message>
    <message>
        <source>%1 must be true or false, not %2.</source>
        <translation>%1 は %2 ではなく true または false である必要があります。</translation>
    </message>
    <message>
        <source>model.d_model (%1) is not divisible by model.n_heads (%2); choose a head count that divides d_model.</source>
        <translation>model.d_model (%1) が model.n_heads (%2) で割り切れません; d_model を割り切るヘッド数を選んでください。</translation>
    </message>
    <message>
        <source>the head size model.d_model / model.n_heads = %1 is odd; rotary embeddings need an even head size.</source>
        <translation>ヘッドサイズ model.d_model / model.n_heads = %1 が奇数です; rotary 埋め込みには偶数のヘッドサイズが必要です。</translation>
    </message>
    <message>
        <source>model.moe.top_k (%1) is larger than model.moe.n_experts (%2); a token cannot choose more experts than exist.</source>
        <translation>model.moe.top_k (%1) が model.moe.n_experts (%2) より大きいです; トークンは存在する数より多くのエキスパートを選べません。</translation>
    </message>
    <message>
        <source>data.path must name the text file when data.source is &quot;text&quot;.</source>
        <translation>data.source が &quot;text&quot; のとき、data.path はテキストファイルを指定する必要があります。</translation>
    </message>
    <message>
        <source>data.path must name the folder of token shards (tpuwb data prepare --out) when data.source is &quot;tokens&quot;.</source>
        <translation>data.source が &quot;tokens&quot; のとき、data.path にはトークンシャードのフォルダ（tpuwb data prepare --out）を指定してください。</translation>
    </message>
    <message>
        <source>model.vocab_size must be &gt;= 256 for byte-level text data (it is %1).</source>
        <translation>バイト単位のテキストデータでは model.vocab_size は &gt;= 256 である必要があります（現在 %1）。</translation>
    </message>
    <message>
        <source>tracking.wandb.project must be a string or null.</source>
        <translation>tracking.wandb.project は文字列または null である必要があります。</translation>
    </message>
    <message>
        <source>wandb is on without tracking.wandb.project; runs go to the project &quot;tpu-workbench&quot;.</source>
        <translation>tracking.wandb.project なしで wandb が有効です; ランはプロジェクト &quot;tpu-workbench&quot; に記録されます。</translation>
    </message>
    <message>
        <source>name %1 is not usable as a folder and run id; use 1 to 64 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;, starting with a letter or digit.</source>
        <translation>名前 %1 はフォルダーやラン ID に使えません; 英字か数字で始まる 1〜64 文字の英字、数字、&apos;.&apos;、&apos;_&apos;、&apos;-&apos; を使ってください。</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>hypothesis must be text.</source>
        <translation>hypothesis はテキストである必要があります。</translation>
    </message>
    <message>
        <source>tpu.accelerator_type is missing; name the slice, e.g. v5litepod-8 or v4-16.</source>
        <translation>tpu.accelerator_type がありません; スライスを指定してください（例: v5litepod-8、v4-16）。</translation>
    </message>
    <message>
        <source>attention_kernel &quot;%1&quot; is a Pallas kernel that needs TPU v3 or newer; %2 is a v2. Choose sdpa.</source>
        <translation>attention_kernel &quot;%1&quot; は TPU v3 以降が必要な Pallas カーネルです; %2 は v2 です。sdpa を選んでください。</translation>
    </message>
    <message>
        <source>Splash attention on TPU v3 is not confirmed; the run checks it against the reference maths at start-up and stops if it fails.</source>
        <translation>TPU v3 での splash attention は未確認です; ランは起動時に参照計算と照合し、失敗したら停止します。</translation>
    </message>
    <message>
        <source>Splash attention runs under SPMD; strategy &quot;%1&quot; is not SPMD. Choose spmd or fsdpv2, or the flash or sdpa kernel.</source>
        <translation>Splash attention は SPMD で動きます; 戦略 &quot;%1&quot; は SPMD ではありません。spmd か fsdpv2、または flash か sdpa カーネルを選んでください。</translation>
    </message>
    <message>
        <source>Splash attention shards q/k/v over the mesh axes &quot;data&quot; and &quot;fsdp&quot;; the mesh needs both (size 1 is fine).</source>
        <translation>Splash attention は q/k/v を mesh 軸 &quot;data&quot; と &quot;fsdp&quot; でシャードします; mesh には両方が必要です（サイズ 1 で可）。</translation>
    </message>
    <message>
        <source>tpu.scan_layers cannot run layers that hold a Pallas kernel (%1); use attention_kernel sdpa or turn scan_layers off.</source>
        <translation>tpu.scan_layers は Pallas カーネルを含む層を実行できません (%1); attention_kernel sdpa を使うか scan_layers をオフにしてください。</translation>
    </message>
    <message>
        <source>train.remat recomputes each decoder layer of the layer loop; tpu.scan_layers replaces that loop. Turn one of them off.</source>
        <translation>train.remat は層ループの各デコーダ層を再計算し、tpu.scan_layers はそのループを置き換えます。どちらかをオフにしてください。</translation>
    </message>
    <message>
        <source>tpu.scan_layers needs layers that return one tensor; MoE layers also return their load-balancing loss. Turn scan_layers off.</source>
        <translation>tpu.scan_layers には 1 つのテンソルを返す層が必要です; MoE 層は負荷分散損失も返します。scan_layers をオフにしてください。</translation>
    </message>
    <message>
        <source>module_versions is missing; the templates implement %1.</source>
        <translation>module_versions がありません; テンプレートは %1 を実装しています。</translation>
    </message>
    <message>
        <source>%1 is %2 but the templates implement %3; set it to %3 (a different version needs a template that implements it).</source>
        <translation>%1 は %2 ですが、テンプレートが実装しているのは %3 です; %3 に設定してください（別のバージョンにはそれを実装したテンプレートが必要）。</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>train.seq_len must be &gt;= 2 for an encoder-decoder: the first half of the window is the source, the rest the target (it is %1).</source>
        <translation>エンコーダ・デコーダでは train.seq_len は 2 以上が必要です：ウィンドウの前半がソース、残りがターゲットです（現在 %1）。</translation>
    </message>
    <message>
        <source>model.n_encoder_layers applies to model.kind &quot;encoder_decoder&quot; only; this model ignores it.</source>
        <translation>model.n_encoder_layers は model.kind &quot;encoder_decoder&quot; にのみ適用されます。このモデルでは無視されます。</translation>
    </message>
    <message>
        <source>tpu.scan_layers needs layers that take one tensor; the decoder blocks of an encoder-decoder also read the encoder&apos;s output. Turn scan_layers off.</source>
        <translation>tpu.scan_layers にはテンソルを 1 つだけ受け取る層が必要です。エンコーダ・デコーダのデコーダブロックはエンコーダの出力も読みます。scan_layers をオフにしてください。</translation>
    </message>
</context>
<context>
    <name>twb::ExperimentsPanel</name>
    <message>
        <source>Files</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Smoke test</source>
        <translation>スモークテスト</translation>
    </message>
    <message>
        <source>Select an experiment, or create one.</source>
        <translation>実験を選択するか作成してください。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 を読み取れません: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (hash %2): %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（ハッシュ %2）: %3</translation>
    </message>
    <message>
        <source>no hypothesis written down</source>
        <translation>仮説が書かれていません</translation>
    </message>
    <message>
        <source>Reading %1 ...</source>
        <translation>%1 を読み込み中 ...</translation>
    </message>
    <message>
        <source>An idea, its hypothesis and the variables to vary become an experiment, an ablation and a plan with a measured compute budget</source>
        <translation>アイデア、その仮説、変化させる変数から、実験、アブレーション、実測した計算予算付きの計画を作ります</translation>
    </message>
    <message>
        <source>Port a PyTorch script…</source>
        <translation>PyTorch スクリプトを移植…</translation>
    </message>
    <message>
        <source>Rewrite a PyTorch (CUDA) training script for PyTorch/XLA: see the diff first, then write it</source>
        <translation>PyTorch（CUDA）の学習スクリプトを PyTorch/XLA 用に書き換えます：まず差分を確認してから書き込みます</translation>
    </message>
    <message>
        <source>Port a PyTorch script</source>
        <translation>PyTorch スクリプトを移植</translation>
    </message>
    <message>
        <source>Time the attention kernels at this experiment&apos;s shapes on a machine</source>
        <translation>この実験の形状でアテンションカーネルの時間をマシン上で測ります</translation>
    </message>
    <message>
        <source>Python files (*.py)</source>
        <translation>Python ファイル (*.py)</translation>
    </message>
    <message>
        <source>New Experiment…</source>
        <translation>新規実験…</translation>
    </message>
    <message>
        <source>New Study…</source>
        <translation>新しい研究…</translation>
    </message>
    <message>
        <source>Benchmark attention…</source>
        <translation>アテンションのベンチマーク…</translation>
    </message>
    <message>
        <source>Prepare data…</source>
        <translation>データを準備…</translation>
    </message>
    <message>
        <source>Tokenize a text corpus into shards an experiment trains on (data.source &quot;tokens&quot;)</source>
        <translation>テキストコーパスを、実験が学習に使うシャードにトークン化します（data.source「tokens」）</translation>
    </message>
</context>
<context>
    <name>twb::FileLock</name>
    <message>
        <source>Cannot open the lock file %1: %2.</source>
        <translation>ロックファイル %1 を開けません: %2。</translation>
    </message>
    <message>
        <source>Cannot lock %1: %2.</source>
        <translation>%1 をロックできません: %2。</translation>
    </message>
    <message>
        <source>Timed out after %1 s waiting for the lock %2; another process holds it. Try again, or find the holder with `fuser %2`.</source>
        <translation>ロック %2 を %1 秒待ってタイムアウトしました; 別のプロセスが保持しています。再試行するか `fuser %2` で保持者を探してください。</translation>
    </message>
</context>
<context>
    <name>twb::FilePreviewWidget</name>
    <message>
        <source>new</source>
        <translation>新規</translation>
    </message>
    <message>
        <source>same</source>
        <translation>同一</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>変更あり</translation>
    </message>
    <message>
        <source>Diff against the files on disk</source>
        <translation>ディスク上のファイルとの差分</translation>
    </message>
    <message>
        <source>%1  (%2)</source>
        <translation>%1  (%2)</translation>
    </message>
    <message>
        <source># %1 is the same on disk.</source>
        <translation># %1 はディスク上と同一です。</translation>
    </message>
</context>
<context>
    <name>twb::FirstStartPage</name>
    <message>
        <source>Welcome to TPU Workbench</source>
        <translation>TPU Workbench へようこそ</translation>
    </message>
    <message>
        <source>This workspace is empty. Open the demo workspace to see every panel at work on this machine (no TPU needed), or add the first TPU VM you want to use.</source>
        <translation>このワークスペースは空です。デモワークスペースを開くと、このマシン上ですべてのパネルの動作を確認できます（TPU 不要）。または、使用する最初の TPU VM を追加してください。</translation>
    </message>
    <message>
        <source>Open the &amp;demo workspace</source>
        <translation>デモワークスペースを開く(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Add a machine…</source>
        <translation>マシンを追加(&amp;A)…</translation>
    </message>
    <message>
        <source>What each panel is for</source>
        <translation>各パネルの用途</translation>
    </message>
    <message>
        <source>Ctrl+%1</source>
        <translation>Ctrl+%1</translation>
    </message>
    <message>
        <source>Register your TPU VMs (or this machine) and check that the workbench reaches every host.</source>
        <translation>TPU VM（またはこのマシン）を登録し、Workbench がすべてのホストに到達できるか確認します。</translation>
    </message>
    <message>
        <source>Design the device mesh of a slice and learn before launch whether the model fits in HBM.</source>
        <translation>スライスのデバイス mesh を設計し、起動前にモデルが HBM に収まるかを確認します。</translation>
    </message>
    <message>
        <source>Scaffold a training project from an experiment and smoke-test it on the CPU.</source>
        <translation>実験からトレーニングプロジェクトを生成し、CPU でスモークテストします。</translation>
    </message>
    <message>
        <source>Launch runs and follow every host&apos;s loss, step time and log live.</source>
        <translation>ランを起動し、各ホストの損失、ステップ時間、ログをライブで追跡します。</translation>
    </message>
    <message>
        <source>Vary a few fields over seeds and machines, and see which change helped and by how much.</source>
        <translation>いくつかのフィールドをシードとマシンにわたって変化させ、どの変更がどれだけ効いたかを確認します。</translation>
    </message>
    <message>
        <source>Put any set of runs side by side: curves, results and the config diff.</source>
        <translation>任意のランを並べて比較します: 曲線、結果、設定の差分。</translation>
    </message>
    <message>
        <source>Drive kernel-optimization runs and review each iteration&apos;s code and speed-up.</source>
        <translation>カーネル最適化ランを実行し、各反復のコードと高速化率をレビューします。</translation>
    </message>
    <message>
        <source>Open the demo workspace to see every panel at work on this machine (no TPU needed), add a TPU VM, or go to a panel below.</source>
        <translation>デモワークスペースを開くと、すべてのパネルがこのマシン上で動く様子を確認できます（TPU 不要）。TPU VM を追加するか、下のパネルに移動することもできます。</translation>
    </message>
</context>
<context>
    <name>twb::FitAdvisor</name>
    <message>
        <source>%1: needs %2 of %3 (%4%).</source>
        <translation>%1：%3 のうち %2 が必要（%4%）。</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1：%3 のうち %2</translation>
    </message>
    <message>
        <source>split the %1 experts over an expert axis of %2: mesh %3 instead of %4</source>
        <translation>%1 個のエキスパートをサイズ %2 の expert 軸に分割：メッシュを %4 ではなく %3 に</translation>
    </message>
    <message>
        <source>shard over a bigger fsdp axis: mesh %1 instead of %2</source>
        <translation>より大きな fsdp 軸でシャーディング：メッシュを %2 ではなく %1 に</translation>
    </message>
    <message>
        <source>expert weights</source>
        <translation>エキスパートの重み</translation>
    </message>
    <message>
        <source>embedding and LM head</source>
        <translation>埋め込みと LM ヘッド</translation>
    </message>
    <message>
        <source>router weights</source>
        <translation>ルーターの重み</translation>
    </message>
    <message>
        <source>norm weights</source>
        <translation>正規化の重み</translation>
    </message>
    <message>
        <source>attention weights</source>
        <translation>アテンションの重み</translation>
    </message>
    <message>
        <source>MLP weights</source>
        <translation>MLP の重み</translation>
    </message>
    <message>
        <source>%1 (parameters, gradients, optimizer state)</source>
        <translation>%1（パラメータ、勾配、オプティマイザ状態）</translation>
    </message>
    <message>
        <source>%1, replicated on every device (parameters, gradients, optimizer state)</source>
        <translation>%1、全デバイスに複製（パラメータ、勾配、オプティマイザ状態）</translation>
    </message>
    <message>
        <source>%1, split %2 ways (parameters, gradients, optimizer state)</source>
        <translation>%1、%2 分割（パラメータ、勾配、オプティマイザ状態）</translation>
    </message>
    <message>
        <source>train.batch_size %1 instead of %2</source>
        <translation>train.batch_size を %2 ではなく %1 に</translation>
    </message>
    <message>
        <source>train.batch_size %1 instead of %2 (a per-device batch of %3 instead of %4)</source>
        <translation>train.batch_size を %2 ではなく %1 に（デバイスあたりのバッチ %4 ではなく %3）</translation>
    </message>
    <message>
        <source>model.n_layers %1 instead of %2 (a smaller model for the test on the CPU)</source>
        <translation>model.n_layers を %2 ではなく %1 に（CPU でのテスト用の小さいモデル）</translation>
    </message>
    <message>
        <source>turn on rematerialisation (train.remat)</source>
        <translation>再計算（train.remat）を有効にする</translation>
    </message>
    <message>
        <source>Nothing smaller fits: even with remat, a per-device batch of 1 and one layer it needs %1 of %2; use a machine with more free memory, or a smaller model (model.d_model, model.vocab_size, model.moe.n_experts).</source>
        <translation>これより小さくしても収まりません：remat、デバイスあたりバッチ 1、1 層でも %2 のうち %1 が必要です。空きメモリの多いマシンか、より小さいモデルを使ってください（model.d_model、model.vocab_size、model.moe.n_experts）。</translation>
    </message>
    <message>
        <source>No change of this slice&apos;s mesh, remat or batch is enough: with remat and a per-device batch of 1 it still needs %1 of %2 per device; use a slice with more devices or more HBM per device, or a smaller model.</source>
        <translation>このスライスのメッシュ、remat、バッチのどの変更でも足りません：remat とデバイスあたりバッチ 1 でもデバイスあたり %2 のうち %1 が必要です。デバイス数やデバイスあたり HBM の多いスライスか、より小さいモデルを使ってください。</translation>
    </message>
</context>
<context>
    <name>twb::FolderWatcher</name>
    <message>
        <source>Cannot watch the workspace for changes (inotify: %1); the lists refresh only when asked.</source>
        <translation>ワークスペースの変更を監視できません (inotify: %1); 一覧は要求時のみ更新されます。</translation>
    </message>
    <message>
        <source>Watching %1 folders used up this user&apos;s inotify watches; changes to the others are seen only at the next periodic check. Raise fs.inotify.max_user_watches (sysctl) to watch them all.</source>
        <translation>%1 フォルダーの監視でこのユーザーの inotify watch を使い切りました; 残りの変更は次の定期チェックでのみ検出されます。すべて監視するには fs.inotify.max_user_watches (sysctl) を上げてください。</translation>
    </message>
</context>
<context>
    <name>twb::GcloudImportDialog</name>
    <message>
        <source>Import from gcloud</source>
        <translation>gcloud からインポート</translation>
    </message>
    <message>
        <source>e.g. us-central2-b</source>
        <translation>例: us-central2-b</translation>
    </message>
    <message>
        <source>your Google Cloud project</source>
        <translation>Google Cloud プロジェクト</translation>
    </message>
    <message>
        <source>List TPU VMs</source>
        <translation>TPU VM を一覧表示</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>アクセラレータ</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Queued resource</source>
        <translation>キューに入れられたリソース</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>ワーカー</translation>
    </message>
    <message>
        <source>Connect to internal addresses (from inside the VPC)</source>
        <translation>内部アドレスに接続（VPC 内から）</translation>
    </message>
    <message>
        <source>Give a zone and a project and press List: gcloud (its login and key) finds the TPU VMs.</source>
        <translation>ゾーンとプロジェクトを入力して「一覧表示」を押してください: gcloud（そのログインと鍵）が TPU VM を見つけます。</translation>
    </message>
    <message>
        <source>Add checked</source>
        <translation>チェックした項目を追加</translation>
    </message>
    <message>
        <source>Zone:</source>
        <translation>ゾーン:</translation>
    </message>
    <message>
        <source>Project:</source>
        <translation>プロジェクト:</translation>
    </message>
    <message>
        <source>Give both the zone and the project.</source>
        <translation>ゾーンとプロジェクトの両方を入力してください。</translation>
    </message>
    <message>
        <source>Asking gcloud about %1 in %2...</source>
        <translation>%2 の %1 について gcloud に問い合わせ中...</translation>
    </message>
    <message>
        <source>Already in the registry: adding it again updates it.</source>
        <translation>既にレジストリにあります: もう一度追加すると更新されます。</translation>
    </message>
    <message>
        <source>gcloud lists no TPU VMs or queued resources in %1 of %2.</source>
        <translation>gcloud は %2 の %1 に TPU VM もキューに入れられたリソースも表示しません。</translation>
    </message>
    <message numerus="yes">
        <source>%n TPU VM(s) and queued resource(s) found.</source>
        <translation>
            <numerusform>%n 件の TPU VM とキューに入れられたリソースが見つかりました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::GcloudMachines</name>
    <message>
        <source>gcloud lists no workers for TPU VM %1 (state %2). Wait until it is READY (`tpuwb registry refresh %1` asks again).</source>
        <translation>gcloud は TPU VM %1 のワーカーを表示しません（状態 %2）。READY になるまで待ってください（`tpuwb registry refresh %1` で再度問い合わせます）。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>TPU VM %1 is %2 according to gcloud (at %3). Wait until it is READY again (`tpuwb registry refresh %1` asks gcloud now), or recreate it.</source>
        <translation>gcloud によると TPU VM %1 は %2 です（%3 時点）。再び READY になるまで待つか（`tpuwb registry refresh %1` で今すぐ gcloud に問い合わせます）、再作成してください。</translation>
    </message>
    <message>
        <source>not resolved</source>
        <translation>未解決</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1（%2 時点）</translation>
    </message>
</context>
<context>
    <name>twb::GcloudResolver</name>
    <message>
        <source>gcloud is not logged in (it said: %1). Run `gcloud auth login` in a terminal, then try again.</source>
        <translation>gcloud にログインしていません（出力: %1）。ターミナルで `gcloud auth login` を実行してから、もう一度試してください。</translation>
    </message>
    <message>
        <source>gcloud does not know the zone %1 in project %2 (it said: %3). Check the zone: `gcloud compute tpus locations list --project %2` lists the zones with TPUs.</source>
        <translation>gcloud はプロジェクト %2 のゾーン %1 を認識しません（出力: %3）。ゾーンを確認してください: `gcloud compute tpus locations list --project %2` で TPU のあるゾーンを一覧表示できます。</translation>
    </message>
    <message>
        <source>gcloud may not use TPUs in project %1 (it said: %2). Check the project name and that the Cloud TPU API is enabled and your account has access to it.</source>
        <translation>gcloud はプロジェクト %1 で TPU を使用できない可能性があります（出力: %2）。プロジェクト名、Cloud TPU API が有効になっていること、アカウントにアクセス権があることを確認してください。</translation>
    </message>
    <message>
        <source>There is no TPU VM %1 in zone %2 of project %3 (gcloud said: %4). Check the zone and the name: `tpuwb registry import-gcloud --zone ZONE --project %3` lists the TPU VMs of a zone.</source>
        <translation>プロジェクト %3 のゾーン %2 に TPU VM %1 はありません（gcloud の出力: %4）。ゾーンと名前を確認してください: `tpuwb registry import-gcloud --zone ZONE --project %3` でゾーンの TPU VM を一覧表示できます。</translation>
    </message>
    <message>
        <source>`%1` failed: %2</source>
        <translation>`%1` が失敗しました: %2</translation>
    </message>
    <message>
        <source>no error text</source>
        <translation>エラーテキストなし</translation>
    </message>
    <message>
        <source>listing the TPU VMs of zone %1 needs it</source>
        <translation>ゾーン %1 の TPU VM を一覧表示するために必要です</translation>
    </message>
    <message>
        <source>machine %1 needs it to find its workers</source>
        <translation>マシン %1 がワーカーを見つけるために必要です</translation>
    </message>
    <message>
        <source>gcloud (the Google Cloud CLI) is not installed or not on PATH; %1. Install it (https://cloud.google.com/sdk/docs/install), run `gcloud auth login`, and try again; or list the workers&apos; addresses in the entry&apos;s workbench.hosts.</source>
        <translation>gcloud（Google Cloud CLI）がインストールされていないか、PATH にありません; %1。インストールして（https://cloud.google.com/sdk/docs/install）、`gcloud auth login` を実行してから、もう一度試してください。または、エントリの workbench.hosts にワーカーのアドレスを記載してください。</translation>
    </message>
    <message>
        <source>Cannot start %1: %2</source>
        <translation>%1 を起動できません: %2</translation>
    </message>
    <message>
        <source>`%1` did not answer within %2 s; check the network and that `gcloud` works in a terminal.</source>
        <translation>`%1` が %2 秒以内に応答しませんでした; ネットワークと、ターミナルで `gcloud` が動作するかを確認してください。</translation>
    </message>
</context>
<context>
    <name>twb::GcloudTpu</name>
    <message>
        <source>%1 printed %2 where gcloud prints a list; is `gcloud` the Google Cloud CLI?</source>
        <translation>gcloud ならリストを出力するところで、%1 は %2 を出力しました; `gcloud` は Google Cloud CLI ですか?</translation>
    </message>
    <message>
        <source>%1 printed no TPU VM (a JSON object with a &quot;name&quot;); is `gcloud` the Google Cloud CLI?</source>
        <translation>%1 は TPU VM（&quot;name&quot; を持つ JSON オブジェクト）を出力しませんでした; `gcloud` は Google Cloud CLI ですか?</translation>
    </message>
</context>
<context>
    <name>twb::GcloudTransport</name>
    <message>
        <source>%1
Asked gcloud again: %2</source>
        <translation>%1
gcloud に再度問い合わせました: %2</translation>
    </message>
</context>
<context>
    <name>twb::HealthTracker</name>
    <message>
        <source>The process exited with code 0 without a `done` event.</source>
        <translation>プロセスは `done` イベントなしでコード 0 で終了しました。</translation>
    </message>
    <message>
        <source>The process ended with exit code %1 and no `done` event.</source>
        <translation>プロセスは終了コード %1 で終了し、`done` イベントはありません。</translation>
    </message>
    <message>
        <source>The process is gone and no `done` event was written.</source>
        <translation>プロセスが消え、`done` イベントは書き込まれませんでした。</translation>
    </message>
    <message>
        <source>The process runs; no step logged yet.</source>
        <translation>プロセスは実行中; まだステップの記録なし。</translation>
    </message>
    <message>
        <source>No word from this host yet.</source>
        <translation>このホストからまだ応答がありません。</translation>
    </message>
    <message>
        <source>No step for %1 s while the process lives (median step interval %2 s).</source>
        <translation>プロセスは生きていますが %1 秒間ステップがありません（ステップ間隔の中央値 %2 秒）。</translation>
    </message>
    <message>
        <source>%1 steps behind the newest host.</source>
        <translation>最新のホストから %1 ステップ遅れ。</translation>
    </message>
    <message>
        <source>evaluation</source>
        <translation>評価</translation>
    </message>
    <message>
        <source>checkpoint save</source>
        <translation>チェックポイント保存</translation>
    </message>
    <message>
        <source>checkpoint restore</source>
        <translation>チェックポイント復元</translation>
    </message>
    <message>
        <source>compilation</source>
        <translation>コンパイル</translation>
    </message>
    <message>
        <source>In %1 for %2 s while the process lives, more than %3 s (%4 x its longest earlier run, %5 s).</source>
        <translation>プロセスは生きていますが、%1 が %2 秒続いています。%3 秒（これまでの最長 %5 秒の %4 倍）を超えました。</translation>
    </message>
    <message>
        <source>In %1 for %2 s while the process lives, more than a first %1 is given (%3 s).</source>
        <translation>プロセスは生きていますが、%1 が %2 秒続いています。初回の%1に許される時間（%3 秒）を超えました。</translation>
    </message>
    <message>
        <source>In %1 for %2 s.</source>
        <translation>%1 中（%2 秒）。</translation>
    </message>
</context>
<context>
    <name>twb::HeatMapView</name>
    <message>
        <source>No run has written %1 yet.</source>
        <translation>まだ %1 を書いたランはありません。</translation>
    </message>
    <message>
        <source>Every cell of this matrix has the same values: there is nothing to map.</source>
        <translation>この行列のすべてのセルが同じ値です: マップするものがありません。</translation>
    </message>
    <message>
        <source>No matrix loaded.</source>
        <translation>行列が読み込まれていません。</translation>
    </message>
    <message>
        <source>Each square is the mean over %1.</source>
        <translation>各マスは %1 の平均です。</translation>
    </message>
</context>
<context>
    <name>twb::HostHealth</name>
    <message>
        <source>Starting</source>
        <translation>起動中</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <source>Stalled</source>
        <translation>停滞</translation>
    </message>
    <message>
        <source>Straggler</source>
        <translation>ストラグラー</translation>
    </message>
    <message>
        <source>Crashed</source>
        <translation>クラッシュ</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>停止済み</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>The run wrote its `done` event.</source>
        <translation>ランは `done` イベントを書き込みました。</translation>
    </message>
    <message>
        <source>Stopped on request after a checkpoint.</source>
        <translation>要求によりチェックポイント後に停止しました。</translation>
    </message>
    <message>
        <source>train.py was killed by signal %1 without writing its `done` event.</source>
        <translation>train.py はシグナル %1 で強制終了され、`done` イベントを書きませんでした。</translation>
    </message>
    <message>
        <source>train.py ended with exit code %1 without writing its `done` event.</source>
        <translation>train.py は終了コード %1 で終了し、`done` イベントを書きませんでした。</translation>
    </message>
    <message>
        <source>The run ended with exit code %1 (its `done` event).</source>
        <translation>ランは終了コード %1 で終了しました（`done` イベント）。</translation>
    </message>
</context>
<context>
    <name>twb::HostKeyDialog</name>
    <message>
        <source>Unknown host keys</source>
        <translation>不明なホスト鍵</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>Key type</source>
        <translation>鍵の種類</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>フィンガープリント</translation>
    </message>
    <message>
        <source>Hosts and their key fingerprints</source>
        <translation>ホストと鍵のフィンガープリント</translation>
    </message>
    <message>
        <source>Compare each fingerprint with the one your administrator or `gcloud compute tpus tpu-vm get-guest-attributes` shows. Trusted keys are saved and not asked about again. A key that differs from a saved one is always refused, never asked about.</source>
        <translation>各フィンガープリントを管理者または `gcloud compute tpus tpu-vm get-guest-attributes` の表示と比較してください。信頼した鍵は保存され、再度は尋ねません。保存済みの鍵と異なる鍵は常に拒否し、尋ねません。</translation>
    </message>
    <message>
        <source>Trust and connect</source>
        <translation>信頼して接続</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>拒否</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s) offer a key that %1 does not record. Connect to them and remember their keys?</source>
        <translation>
            <numerusform>%n 台のホストが %1 に記録のない鍵を提示しています。接続して鍵を記憶しますか?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::HostKeyPrompter</name>
    <message>
        <source>Key passphrase</source>
        <translation>鍵のパスフレーズ</translation>
    </message>
    <message>
        <source>Passphrase for %1 (used for this connection only, never stored):</source>
        <translation>%1 のパスフレーズ（この接続のみで使用、保存しません）:</translation>
    </message>
</context>
<context>
    <name>twb::HostMemoryCheck</name>
    <message>
        <source>%1: the run on the CPU (--device %2) needs about %3 of memory by the estimate, and the machine has %4 available (MemAvailable); it would grow until the system kills it.</source>
        <translation>%1：CPU での実行（--device %2）には見積もりで約 %3 のメモリが必要ですが、マシンで利用可能なのは %4（MemAvailable）です。システムに終了させられるまで増え続けます。</translation>
    </message>
    <message>
        <source>  most of it: %1</source>
        <translation>  大部分：%1</translation>
    </message>
    <message>
        <source>  to fit: %1 Launch with %2.</source>
        <translation>  収めるには：%1 起動オプション：%2。</translation>
    </message>
</context>
<context>
    <name>twb::HostPool</name>
    <message>
        <source>No connection could be set up for worker %1.</source>
        <translation>ワーカー %1 への接続を確立できませんでした。</translation>
    </message>
</context>
<context>
    <name>twb::HostStream</name>
    <message>
        <source>host %1 of run %2 (%3)</source>
        <translation>ラン %2 のホスト %1 (%3)</translation>
    </message>
    <message>
        <source>Cannot write the local copy of host %1&apos;s stream under %2; check the workspace&apos;s permissions.</source>
        <translation>ホスト %1 のストリームのローカルコピーを %2 に書き込めません; ワークスペースの権限を確認してください。</translation>
    </message>
    <message>
        <source>Cannot save the local copy %1 of host %2&apos;s stream: %3. It still ends at byte %4, nothing is lost: the stream asks again for the rest. Free some space on the disk that holds %5.</source>
        <translation>ホスト %2 のストリームのローカルコピー %1 を保存できません: %3。まだバイト %4 で終わっており失われてはいません: ストリームが残りを再要求します。%5 のあるディスクの空きを作ってください。</translation>
    </message>
    <message>
        <source>no transport for this host</source>
        <translation>このホストのトランスポートなし</translation>
    </message>
    <message>
        <source>host %1: the follower&apos;s output was garbled; reconnecting.</source>
        <translation>ホスト %1: フォロワーの出力が壊れていました; 再接続します。</translation>
    </message>
    <message>
        <source>restarting the follower at byte %1</source>
        <translation>フォロワーをバイト %1 から再開</translation>
    </message>
    <message>
        <source>the follower ended with exit code %1: %2</source>
        <translation>フォロワーは終了コード %1 で終了しました: %2</translation>
    </message>
    <message>
        <source>host %1 of run %2: stream interrupted (%3); reconnecting in %4 ms.</source>
        <translation>ラン %2 のホスト %1: ストリームが中断 (%3); %4 ms 後に再接続します。</translation>
    </message>
    <message>
        <source>host %1: %2 shrank on the host; following it again from its start.</source>
        <translation>ホスト %1: %2 がホスト上で縮みました; 先頭から追従し直します。</translation>
    </message>
    <message>
        <source>host %1: metrics bytes %2.. arrived while %3 was expected; asking again.</source>
        <translation>ホスト %1: %3 を期待していたところメトリックのバイト %2.. が届きました; 再要求します。</translation>
    </message>
</context>
<context>
    <name>twb::HostStrip</name>
    <message>
        <source>%1 s ago</source>
        <translation>%1 秒前</translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation>%1 分前</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>ホスト %1</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>ステップ %1</translation>
    </message>
    <message>
        <source>no step yet</source>
        <translation>まだステップなし</translation>
    </message>
    <message>
        <source>No hosts: select a run.</source>
        <translation>ホストなし: ランを選択してください。</translation>
    </message>
    <message>
        <source>stream offline</source>
        <translation>ストリーム切断</translation>
    </message>
    <message>
        <source>median step interval %1 s</source>
        <translation>ステップ間隔の中央値 %1 秒</translation>
    </message>
</context>
<context>
    <name>twb::HtmlReport</name>
    <message>
        <source>Metric: %1, %2, %3 is better</source>
        <translation>メトリック: %1、%2、%3 ほど良い</translation>
    </message>
    <message>
        <source>lower</source>
        <translation>低い</translation>
    </message>
    <message>
        <source>higher</source>
        <translation>高い</translation>
    </message>
    <message>
        <source>Generated: %1</source>
        <translation>生成日時: %1</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>曲線</translation>
    </message>
    <message>
        <source>step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>%1 per run by step, smoothed (EMA %2); the faint line is the raw value</source>
        <translation>ステップごとのランあたりの %1、平滑化済み（EMA %2）; 薄い線は生の値</translation>
    </message>
    <message>
        <source>%1 per run by step</source>
        <translation>ステップごとのランあたりの %1</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>セル</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>std</source>
        <translation>標準偏差</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95% 信頼区間</translation>
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
        <translation>平滑化平均</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>ラン</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>ベースライン</translation>
    </message>
    <message>
        <source>Config diff</source>
        <translation>設定の差分</translation>
    </message>
    <message>
        <source>The runs&apos; configs do not differ.</source>
        <translation>ランの設定に差分はありません。</translation>
    </message>
    <message>
        <source>run</source>
        <translation>ラン</translation>
    </message>
    <message>
        <source>(absent)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>Runs, tags and notes</source>
        <translation>ラン、タグ、メモ</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>state</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>experiment</source>
        <translation>実験</translation>
    </message>
    <message>
        <source>machine</source>
        <translation>マシン</translation>
    </message>
    <message>
        <source>tags</source>
        <translation>タグ</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>メモ</translation>
    </message>
</context>
<context>
    <name>twb::IterationsModel</name>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source> (base drift &gt;10%)</source>
        <translation> （ベースのドリフト &gt;10%）</translation>
    </message>
    <message>
        <source>From the harness&apos;s STDOUT (BASE_TIME, RESULT_TIME, SPEEDUP), as the worker recorded it.</source>
        <translation>ハーネスの STDOUT（BASE_TIME、RESULT_TIME、SPEEDUP）から、ワーカーが記録したとおり。</translation>
    </message>
    <message>
        <source>More than %1× faster than base.py: check correctness before trusting this number (unusually good results are often wrong).</source>
        <translation>base.py より %1× 超速い: この数値を信じる前に正しさを確認してください（異常に良い結果はしばしば誤りです）。</translation>
    </message>
    <message>
        <source>Iteration</source>
        <translation>反復</translation>
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
        <translation>ベース (ms)</translation>
    </message>
    <message>
        <source>Optimized (ms)</source>
        <translation>最適化後 (ms)</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>高速化率</translation>
    </message>
    <message>
        <source>Base choice</source>
        <translation>ベースの選択</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
</context>
<context>
    <name>twb::JobAttacher</name>
    <message>
        <source>No machine chosen: pick the machine the job runs on (add it in the Machines panel or with `tpuwb registry add` first).</source>
        <translation>マシンが選ばれていません: ジョブが動いているマシンを選んでください(先にマシンパネルか `tpuwb registry add` で追加してください)。</translation>
    </message>
    <message>
        <source>The metrics path is empty: give the job&apos;s metrics file on its workers, a path or a glob (~/ for the home folder, {worker} for the worker&apos;s index).</source>
        <translation>メトリクスのパスが空です: ワーカー上のジョブのメトリクスファイルを、パスまたは glob で指定してください(~/ はホームフォルダー、{worker} はワーカーの番号)。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a format the workbench reads: use jsonl, maxtext, csv or tfevents.</source>
        <translation>「%1」はワークベンチが読める形式ではありません: jsonl、maxtext、csv、tfevents のいずれかを使ってください。</translation>
    </message>
    <message>
        <source>The name is empty: give the run a name (it is shown in the runs list).</source>
        <translation>名前が空です: ランに名前を付けてください(ランの一覧に表示されます)。</translation>
    </message>
    <message>
        <source>The name &quot;%1&quot; holds a slash: give a name without one.</source>
        <translation>名前「%1」にスラッシュが含まれています: スラッシュのない名前にしてください。</translation>
    </message>
    <message>
        <source>attached: a job the workbench did not launch</source>
        <translation>アタッチ済み: ワークベンチが起動していないジョブ</translation>
    </message>
    <message>
        <source>%1 is already attached to these files and followed: open it in the Monitor, or detach it first.</source>
        <translation>%1 はすでにこれらのファイルにアタッチされ追跡中です: モニターで開くか、先にデタッチしてください。</translation>
    </message>
    <message>
        <source>Cannot create %1: check that the workspace is writable.</source>
        <translation>%1 を作成できません: ワークスペースに書き込めるか確認してください。</translation>
    </message>
    <message>
        <source>%1 was launched by the workbench, not attached: stop it with Stop (`tpuwb run stop %1`).</source>
        <translation>%1 はアタッチではなくワークベンチが起動したランです: 停止ボタン(`tpuwb run stop %1`)で止めてください。</translation>
    </message>
    <message>
        <source>detached; the job was not touched</source>
        <translation>デタッチ済み。ジョブには触れていません</translation>
    </message>
</context>
<context>
    <name>twb::JobDocument</name>
    <message>
        <source>Change %1</source>
        <translation>%1 を変更</translation>
    </message>
    <message>
        <source>Edit the job&apos;s JSON</source>
        <translation>ジョブの JSON を編集</translation>
    </message>
</context>
<context>
    <name>twb::JobEditor</name>
    <message>
        <source>Form</source>
        <translation>フォーム</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Create run</source>
        <translation>ランを作成</translation>
    </message>
    <message>
        <source>The plan this job implies:</source>
        <translation>このジョブから導かれる計画:</translation>
    </message>
    <message>
        <source>Run on</source>
        <translation>実行先</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>このマシン</translation>
    </message>
    <message>
        <source>Save the job</source>
        <translation>ジョブを保存</translation>
    </message>
    <message>
        <source>Job files (*.json)</source>
        <translation>ジョブファイル (*.json)</translation>
    </message>
    <message>
        <source>the JSON tab</source>
        <translation>JSON タブ</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 を読み込み中…</translation>
    </message>
    <message>
        <source>&lt;b&gt;The JSON does not parse.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;JSON を解析できません。&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>不足: %1</translation>
    </message>
    <message>
        <source>Valid.</source>
        <translation>有効です。</translation>
    </message>
    <message>
        <source>Nothing is dispatched until you create the run.</source>
        <translation>ランを作成するまで何もディスパッチされません。</translation>
    </message>
    <message>
        <source>Valid shape, but a declared path does not exist.</source>
        <translation>形式は有効ですが、宣言されたパスが存在しません。</translation>
    </message>
    <message numerus="yes">
        <source>Invalid: %n error(s).</source>
        <translation>
            <numerusform>無効: エラー %n 件。</numerusform>
        </translation>
    </message>
    <message>
        <source>Phases:</source>
        <translation>フェーズ:</translation>
    </message>
    <message>
        <source>No plan: fix the errors first.</source>
        <translation>計画なし: 先にエラーを修正してください。</translation>
    </message>
    <message>
        <source>Creating the run…</source>
        <translation>ランを作成中…</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>%1 を元に戻す</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>元に戻す操作はありません</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>%1 をやり直す</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>やり直す操作はありません</translation>
    </message>
    <message>
        <source>Validate</source>
        <translation>検証</translation>
    </message>
    <message>
        <source>Check the job as MaxKernel&apos;s validate_job.py would and show every problem</source>
        <translation>MaxKernel の validate_job.py と同じようにジョブを確認し、すべての問題を表示</translation>
    </message>
    <message>
        <source>%1 (this machine)</source>
        <translation>%1（このマシン）</translation>
    </message>
    <message>
        <source>A new job: fill in the form (or the JSON tab); it is checked as you edit, or press Validate.</source>
        <translation>新しいジョブ: フォーム（または JSON タブ）に入力してください。編集中に確認されます。「検証」を押しても確認できます。</translation>
    </message>
    <message>
        <source>The plan shows once the job is valid.</source>
        <translation>ジョブが有効になると計画が表示されます。</translation>
    </message>
</context>
<context>
    <name>twb::JobForm</name>
    <message>
        <source>e.g. Model (strongly advised)</source>
        <translation>例: Model（強く推奨）</translation>
    </message>
    <message>
        <source>Specification (no source file)</source>
        <translation>仕様（ソースファイルなし）</translation>
    </message>
    <message>
        <source>I will read and approve the synthesized baseline</source>
        <translation>合成されたベースラインを読んで承認します</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>説明</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>演算</translation>
    </message>
    <message>
        <source>Synthesize as</source>
        <translation>合成形式</translation>
    </message>
    <message>
        <source>Tensors (name, role, shape, dtype) are edited in the JSON tab.</source>
        <translation>テンソル（名前、役割、形状、dtype）は JSON タブで編集します。</translation>
    </message>
    <message>
        <source>The job has references</source>
        <translation>ジョブにリファレンスあり</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation>関係</translation>
    </message>
    <message>
        <source>Add reference</source>
        <translation>リファレンスを追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Needs a JAX baseline (base.py)</source>
        <translation>JAX ベースラインが必要 (base.py)</translation>
    </message>
    <message>
        <source>Emit a readable jnp reference (base.py) in torchax mode</source>
        <translation>torchax モードで読みやすい jnp リファレンス (base.py) を出力</translation>
    </message>
    <message>
        <source>Also time against the original PyTorch (external evaluation)</source>
        <translation>元の PyTorch とも時間比較（外部評価）</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Input type</source>
        <translation>入力の種類</translation>
    </message>
    <message>
        <source>Input path</source>
        <translation>入力パス</translation>
    </message>
    <message>
        <source>Entry point</source>
        <translation>エントリポイント</translation>
    </message>
    <message>
        <source>References</source>
        <translation>リファレンス</translation>
    </message>
    <message>
        <source>Conversion method</source>
        <translation>変換方法</translation>
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
        <translation>シード</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>反復回数</translation>
    </message>
    <message>
        <source>TPU version</source>
        <translation>TPU バージョン</translation>
    </message>
    <message>
        <source>Add a reference</source>
        <translation>リファレンスを追加</translation>
    </message>
    <message>
        <source>Remove a reference</source>
        <translation>リファレンスを削除</translation>
    </message>
    <message>
        <source>Input file</source>
        <translation>入力ファイル</translation>
    </message>
    <message>
        <source>Edit a reference</source>
        <translation>リファレンスを編集</translation>
    </message>
</context>
<context>
    <name>twb::Json</name>
    <message>
        <source>%1 bytes, more than the %2 bytes read as one JSON document</source>
        <translation>%1 バイト、1 つの JSON ドキュメントとして読める %2 バイトを超えています</translation>
    </message>
    <message>
        <source>%1 is %2 bytes, more than the %3 bytes TPU Workbench reads as one JSON document; check that it is the right file.</source>
        <translation>%1 は %2 バイトで、TPU Workbench が 1 つの JSON ドキュメントとして読む %3 バイトを超えています; 正しいファイルか確認してください。</translation>
    </message>
    <message>
        <source>a NUL byte</source>
        <translation>NUL バイト</translation>
    </message>
    <message>
        <source>%1 holds a NUL byte at %2, which JSON text never does; the file may be damaged. Fix it or restore it from a backup; it was not changed.</source>
        <translation>%1 の %2 に NUL バイトがあります（JSON テキストにはありえません）; ファイルが破損している可能性があります。修正するかバックアップから復元してください; 変更していません。</translation>
    </message>
    <message>
        <source>lists and objects nested more than %1 levels deep</source>
        <translation>リストとオブジェクトが %1 階層を超えて入れ子になっています</translation>
    </message>
    <message>
        <source>%1 nests lists and objects more than %2 levels deep (at %3); TPU Workbench reads JSON up to %2 levels. Fix the file; it was not changed.</source>
        <translation>%1 はリストとオブジェクトが %2 階層を超えて入れ子です（%3）; TPU Workbench が読む JSON は %2 階層までです。ファイルを修正してください; 変更していません。</translation>
    </message>
    <message>
        <source>the number %1 is beyond the range of a double, about ±1.8e308</source>
        <translation>数値 %1 は double の範囲（約 ±1.8e308）を超えています</translation>
    </message>
    <message>
        <source>%1 is not valid JSON at %2 (%3). Fix the file or restore it from a backup; it was not changed.</source>
        <translation>%1 は %2 で有効な JSON ではありません (%3)。ファイルを修正するかバックアップから復元してください; 変更していません。</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>%1 行 %2 列</translation>
    </message>
</context>
<context>
    <name>twb::KernelAbComparison</name>
    <message numerus="yes">
        <source>final loss equal with and without it within %1 in %n of %n pair(s) of runs (largest difference %2)</source>
        <translation>
            <numerusform>最終 loss はカーネルあり・なしで %1 以内で一致 (%n 組中 %n 組のラン、最大差 %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>final loss differs by more than %1 in %2 of %n pair(s) of runs (largest difference %3)</source>
        <translation>
            <numerusform>最終 loss が %1 を超えて異なる (%n 組中 %2 組のラン、最大差 %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>Kernel A/B of %1: %2.</source>
        <translation>%1 のカーネル A/B: %2。</translation>
    </message>
    <message>
        <source>Step time %1 ms without, %2 ms with the kernel (%3%4 %, medians after the first step).</source>
        <translation>ステップ時間: カーネルなし %1 ms、あり %2 ms (%3%4 %、最初のステップ以降の中央値)。</translation>
    </message>
    <message>
        <source>The kernel ran in %1: its times are the Pallas interpreter&apos;s, not its speed on a TPU.</source>
        <translation>カーネルは %1 で実行されました: この時間は Pallas インタプリタのもので、TPU 上の速度ではありません。</translation>
    </message>
    <message>
        <source>The kernel ran as: %1.</source>
        <translation>カーネルの実行方法: %1。</translation>
    </message>
</context>
<context>
    <name>twb::KernelPanel</name>
    <message>
        <source>New job</source>
        <translation>新規ジョブ</translation>
    </message>
    <message>
        <source>Open job…</source>
        <translation>ジョブを開く…</translation>
    </message>
    <message>
        <source>Open a MaxKernel job</source>
        <translation>MaxKernel ジョブを開く</translation>
    </message>
    <message>
        <source>Job files (*.json)</source>
        <translation>ジョブファイル (*.json)</translation>
    </message>
    <message>
        <source>Switching the kernel into %1…</source>
        <translation>カーネルを %1 に組み込み中…</translation>
    </message>
    <message>
        <source>%1 is on in %2 (config hash %3): the kernel runs there, checked against the plain module on the first batch.</source>
        <translation>%2 で %1 が有効です（設定ハッシュ %3）: カーネルがそこで動き、最初のバッチで通常のモジュールと照合されます。</translation>
    </message>
    <message>
        <source>%1 is on in %2 (config hash %3); A/B ablation %4 created with %5 runs: launch it in the Ablation panel.</source>
        <translation>%2 で %1 が有効です（設定ハッシュ %3）。A/B アブレーション %4 を %5 件の実行で作成しました: アブレーションパネルで起動してください。</translation>
    </message>
</context>
<context>
    <name>twb::KernelRunsModel</name>
    <message>
        <source>No kernel runs yet.</source>
        <translation>カーネルランはまだありません。</translation>
    </message>
    <message>
        <source>%1, all REPLAYED: nothing measured</source>
        <translation>%1、すべてリプレイ: 計測なし</translation>
    </message>
    <message>
        <source>%1 · fast_1 %2/%3 · fast_2 %4/%3 · best %5×</source>
        <translation>%1 · fast_1 %2/%3 · fast_2 %4/%3 · 最良 %5×</translation>
    </message>
    <message>
        <source> · %1 REPLAYED (not counted)</source>
        <translation> · %1 件リプレイ（集計外）</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>このマシン</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未記録</translation>
    </message>
    <message>
        <source>REPLAY (nothing measured)</source>
        <translation>リプレイ（計測なし）</translation>
    </message>
    <message>
        <source>worker command</source>
        <translation>ワーカーコマンド</translation>
    </message>
    <message>
        <source>The journal does not say which worker ran this run.</source>
        <translation>ジャーナルにはこのランを実行したワーカーが記録されていません。</translation>
    </message>
    <message>
        <source>Iterations that are correct and faster than %1× base.py, of those committed.</source>
        <translation>コミット済みの反復のうち、正しく base.py の %1× より速いもの。</translation>
    </message>
    <message>
        <source>The best correct iteration&apos;s speedup against base.py (the JAX baseline), from the harness.</source>
        <translation>最良の正しい反復の base.py（JAX ベースライン）比の高速化率（ハーネスより）。</translation>
    </message>
    <message>
        <source>A speedup above the review threshold: check correctness.</source>
        <translation>高速化率がレビューの閾値を超えています: 正しさを確認してください。</translation>
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
        <translation>ラン</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>マシン</translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>ワーカー</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>反復回数</translation>
    </message>
    <message>
        <source>Best speedup</source>
        <translation>最良の高速化率</translation>
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
            <numerusform>%n ラン</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::KernelService</name>
    <message>
        <source>No transport could be made for machine %1 in %2; check its entry.</source>
        <translation>%2 のマシン %1 のトランスポートを作れませんでした; エントリを確認してください。</translation>
    </message>
    <message>
        <source>%1 is not a valid job: %2. Fix it in the job editor or check it with `tpuwb kernel validate`.</source>
        <translation>%1 は有効なジョブではありません: %2。ジョブエディターで修正するか `tpuwb kernel validate` で確認してください。</translation>
    </message>
    <message>
        <source>Paused: the synthesized baseline waits for your approval.</source>
        <translation>一時停止: 合成されたベースラインがあなたの承認を待っています。</translation>
    </message>
    <message>
        <source>Stopped. Continue resumes from state.json.</source>
        <translation>停止しました。続行すると state.json から再開します。</translation>
    </message>
    <message>
        <source>Emergency stop: %1</source>
        <translation>緊急停止: %1</translation>
    </message>
    <message>
        <source>Finished: %1</source>
        <translation>完了: %1</translation>
    </message>
    <message>
        <source>no correct kernel</source>
        <translation>正しいカーネルなし</translation>
    </message>
</context>
<context>
    <name>twb::KernelSwitch</name>
    <message>
        <source>%1 has no published optimized.py: the kernel run has not finished with a correct kernel (see `tpuwb kernel status %1`). Use a finished run, or name a kernel file.</source>
        <translation>%1 には公開された optimized.py がありません。カーネル実行が正しいカーネルで完了していません（`tpuwb kernel status %1` を参照）。完了した実行を使うか、カーネルファイルを指定してください。</translation>
    </message>
    <message>
        <source>%1 does not exist; name a finished kernel run&apos;s folder or its optimized.py.</source>
        <translation>%1 は存在しません。完了したカーネル実行のフォルダか、その optimized.py を指定してください。</translation>
    </message>
    <message>
        <source>--ab takes the seeds, &quot;0,1,2&quot;, or their number, &quot;3&quot;; not &quot;%1&quot;.</source>
        <translation>--ab にはシード &quot;0,1,2&quot; かその数 &quot;3&quot; を指定します。&quot;%1&quot; ではありません。</translation>
    </message>
    <message>
        <source>--ab %1: the number of seeds must be 1 to %2.</source>
        <translation>--ab %1: シードの数は 1 から %2 である必要があります。</translation>
    </message>
    <message>
        <source>--ab %1 names a seed twice.</source>
        <translation>--ab %1 に同じシードが 2 回あります。</translation>
    </message>
    <message>
        <source>--module %1: the generated model can route these modules through a kernel: %2 (%3).</source>
        <translation>--module %1: 生成されたモデルがカーネル経由にできるモジュールは %2（%3）です。</translation>
    </message>
    <message>
        <source>%1 has no experiment.json: it is not a scaffolded experiment. Scaffold it first (`tpuwb scaffold`), then switch the kernel in.</source>
        <translation>%1 に experiment.json がありません。生成された実験ではありません。先に生成し（`tpuwb scaffold`）、それからカーネルを組み込んでください。</translation>
    </message>
    <message>
        <source>%1 with the kernel switched in is not valid: %2</source>
        <translation>カーネルを組み込んだ %1 は有効ではありません: %2</translation>
    </message>
    <message>
        <source>%1: %2 differ from what this workbench generates (edited by hand, or scaffolded by another version); nothing was written. Review the diffs (`tpuwb scaffold ... --dry-run`) and switch the kernel in with --force to overwrite them.</source>
        <translation>%1: %2 はこのワークベンチが生成する内容と異なります（手で編集されたか、別のバージョンで生成されました）。何も書き込んでいません。差分を確認し（`tpuwb scaffold ... --dry-run`）、上書きするには --force 付きでカーネルを組み込んでください。</translation>
    </message>
    <message>
        <source>The ablation&apos;s name %1 (experiment name, module, &quot;kernel&quot;) is not usable as a file name; rename the experiment (name) to at most 50 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;.</source>
        <translation>アブレーション名 %1（実験名、モジュール、&quot;kernel&quot;）はファイル名に使えません。実験の名前 (name) を 50 文字以内の英数字、&apos;.&apos;、&apos;_&apos;、&apos;-&apos; に変えてください。</translation>
    </message>
    <message>
        <source>%1 exists with another matrix; nothing was written. Remove it, or switch the kernel in with --force to replace it.</source>
        <translation>%1 は別のマトリクスで存在します。何も書き込んでいません。削除するか、置き換えるには --force 付きでカーネルを組み込んでください。</translation>
    </message>
    <message>
        <source>Cannot create %1; check its permissions.</source>
        <translation>%1 を作成できません。権限を確認してください。</translation>
    </message>
</context>
<context>
    <name>twb::KnownHostsFile</name>
    <message>
        <source>%1: not a host key line (it needs host names, a key type and a key); skipped.</source>
        <translation>%1: ホスト鍵の行ではありません（ホスト名、鍵の種類、鍵が必要）; スキップしました。</translation>
    </message>
    <message>
        <source>%1: the key of %2 is not base64; the line is skipped. Remove it with ssh-keygen -R.</source>
        <translation>%1: %2 の鍵は base64 ではありません; 行をスキップします。ssh-keygen -R で削除してください。</translation>
    </message>
</context>
<context>
    <name>twb::LatencyPlot</name>
    <message>
        <source>iteration</source>
        <translation>反復</translation>
    </message>
    <message>
        <source>latency (ms)</source>
        <translation>レイテンシ (ms)</translation>
    </message>
    <message>
        <source>base.py (re-measured)</source>
        <translation>base.py（再計測）</translation>
    </message>
    <message>
        <source>optimized</source>
        <translation>最適化後</translation>
    </message>
    <message>
        <source>best so far</source>
        <translation>これまでの最良</translation>
    </message>
    <message>
        <source>failed (no timing)</source>
        <translation>失敗（計測なし）</translation>
    </message>
    <message>
        <source>speedup (×)</source>
        <translation>高速化率 (×)</translation>
    </message>
    <message>
        <source>speedup</source>
        <translation>高速化率</translation>
    </message>
    <message>
        <source>base.py (replayed)</source>
        <translation>base.py（再生）</translation>
    </message>
</context>
<context>
    <name>twb::LaunchDialog</name>
    <message>
        <source>Launch a run</source>
        <translation>ランを起動</translation>
    </message>
    <message>
        <source>a scaffolded project folder, or an experiment&apos;s name</source>
        <translation>生成済みのプロジェクトフォルダー、または実験名</translation>
    </message>
    <message>
        <source>A relative folder is taken inside the workspace %1.</source>
        <translation>相対フォルダーはワークスペース %1 内として扱われます。</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>Experiment:</source>
        <translation>実験:</translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation>マシン:</translation>
    </message>
    <message>
        <source>Override the seed:</source>
        <translation>シードを上書き:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>シード:</translation>
    </message>
    <message>
        <source>train.lr=0.001 model.moe.top_k=1</source>
        <translation>train.lr=0.001 model.moe.top_k=1</translation>
    </message>
    <message>
        <source>Set fields:</source>
        <translation>フィールドを設定:</translation>
    </message>
    <message>
        <source>more train.py arguments, e.g. --max-steps 200</source>
        <translation>追加の train.py 引数（例: --max-steps 200）</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>引数:</translation>
    </message>
    <message>
        <source>Check the hosts first (interpreter, disk, TPU devices, libtpu lockfile)</source>
        <translation>先にホストを確認（インタープリター、ディスク、TPU デバイス、libtpu ロックファイル）</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>起動</translation>
    </message>
    <message>
        <source>Experiment folder</source>
        <translation>実験フォルダー</translation>
    </message>
    <message>
        <source>Choose a scaffolded project folder (one with launch.sh).</source>
        <translation>生成済みのプロジェクトフォルダー（launch.sh があるもの）を選んでください。</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>実験</translation>
    </message>
    <message>
        <source>Add a machine in the Machines panel first.</source>
        <translation>先にマシンパネルでマシンを追加してください。</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>マシン</translation>
    </message>
    <message>
        <source>Set fields</source>
        <translation>フィールドを設定</translation>
    </message>
    <message>
        <source>%1 is not a scaffolded project (it has no launch.sh). Choose one of the workspace&apos;s experiments, or scaffold one in the Experiments panel.</source>
        <translation>%1 は生成済みプロジェクトではありません（launch.sh がありません）。ワークスペースの実験を選ぶか、実験パネルで生成してください。</translation>
    </message>
    <message>
        <source>How many times the run is resumed from its last checkpoint by itself when its gcloud TPU VM was preempted and is READY again (run.json&apos;s max_restarts).</source>
        <translation>gcloud の TPU VM がプリエンプトされ再び READY になったとき、ランを最後のチェックポイントから自動的に再開する回数（run.json の max_restarts）。</translation>
    </message>
    <message>
        <source>Restarts after preemption:</source>
        <translation>プリエンプト後の再起動回数:</translation>
    </message>
    <message>
        <source>Check machines of the same accelerator type to train as one multislice job: one slice per machine, joined over DCN, the machine above as slice 0, the checked ones after it in this order.</source>
        <translation>同じアクセラレータ種別のマシンにチェックを入れると、1 つのマルチスライスジョブとして学習します。マシンごとに 1 スライス、DCN で結合し、上のマシンがスライス 0、チェックしたマシンがこの順に続きます。</translation>
    </message>
    <message>
        <source>More slices:</source>
        <translation>追加スライス:</translation>
    </message>
    <message>
        <source>TPU</source>
        <translation>TPU</translation>
    </message>
    <message>
        <source>CPU smoke mode (plain PyTorch, --device cpu), for machines without TPUs</source>
        <translation>CPU スモークモード（素の PyTorch、--device cpu）、TPU のないマシン向け</translation>
    </message>
    <message>
        <source>XLA on CPU (torch_xla, --device xla-cpu): the TPU code path on one host</source>
        <translation>CPU 上の XLA（torch_xla、--device xla-cpu）: 1 ホストで TPU のコードパス</translation>
    </message>
    <message>
        <source>The TPU code path (mesh, sharding, torch_xla.step) under torch_xla&apos;s CPU runtime, with as many virtual devices as the mesh has, on one host. The machine&apos;s python needs torch_xla (the workbench&apos;s Python environment has it; `tpuwb doctor` shows what each machine has).</source>
        <translation>torch_xla の CPU ランタイム上の TPU コードパス（メッシュ、シャーディング、torch_xla.step）。メッシュと同じ数の仮想デバイスで、1 ホストで実行します。マシンの python に torch_xla が必要です（ワークベンチの Python 環境にはあります。各マシンにあるものは `tpuwb doctor` で確認できます）。</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>デバイス:</translation>
    </message>
    <message>
        <source>XLA on CPU runs on one host: uncheck the other slices, or choose the TPU or the CPU smoke mode for a multislice run.</source>
        <translation>CPU 上の XLA は 1 ホストで実行されます: 他のスライスのチェックを外すか、マルチスライス実行には TPU または CPU スモークモードを選んでください。</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>%1; choose CPU or XLA on CPU as the device, or a TPU machine.</source>
        <translation>%1; デバイスに CPU か CPU 上の XLA を選ぶか、TPU マシンを選んでください。</translation>
    </message>
</context>
<context>
    <name>twb::LaunchSettings</name>
    <message>
        <source>--set takes key=value (for example train.lr=0.001), not &quot;%1&quot;.</source>
        <translation>--set は &quot;%1&quot; ではなく key=value（例: train.lr=0.001）を取ります。</translation>
    </message>
    <message>
        <source>%1 has no config.json or experiment.json: it is not a scaffolded project. Scaffold it with `tpuwb scaffold` first.</source>
        <translation>%1 に config.json も experiment.json もありません: 生成済みプロジェクトではありません。先に `tpuwb scaffold` で生成してください。</translation>
    </message>
    <message>
        <source>--set %1: %2 has no field %1, so the value would be ignored. %3Fields are dotted names of the config (train.lr, model.n_layers, ...).</source>
        <translation>--set %1: %2 にフィールド %1 がないため値は無視されます。%3フィールドは設定のドット区切り名です（train.lr、model.n_layers など）。</translation>
    </message>
    <message>
        <source>Did you mean %1? </source>
        <translation>%1 のことですか? </translation>
    </message>
    <message>
        <source> or </source>
        <translation> または </translation>
    </message>
    <message>
        <source>With --set, the config of %1 is not valid: %2</source>
        <translation>--set を適用すると %1 の設定が無効です: %2</translation>
    </message>
</context>
<context>
    <name>twb::LegacyApiLinter</name>
    <message>
        <source>legacy device lookup inside .to(); move tensors with .to(&apos;xla&apos;)</source>
        <translation>.to() 内の旧式デバイス取得; テンソルは .to(&apos;xla&apos;) で移動してください</translation>
    </message>
    <message>
        <source>xm.xla_device() is the legacy device lookup</source>
        <translation>xm.xla_device() は旧式のデバイス取得です</translation>
    </message>
    <message>
        <source>xm.mark_step() is the legacy step boundary; pick one modern style and never mix both in one loop</source>
        <translation>xm.mark_step() は旧式のステップ境界です; 新しい書き方を 1 つ選び、1 つのループで混ぜないでください</translation>
    </message>
    <message>
        <source>xmp.spawn is legacy; torch_xla.launch lets PJRT choose the process count (device access only inside fn)</source>
        <translation>xmp.spawn は旧式です; torch_xla.launch ではプロセス数を PJRT が選びます（デバイスアクセスは fn 内のみ）</translation>
    </message>
    <message>
        <source>multiprocessing spawn with torch_xla; torch_xla.launch sets up the PJRT processes</source>
        <translation>torch_xla での multiprocessing spawn; PJRT プロセスは torch_xla.launch が用意します</translation>
    </message>
    <message>
        <source>the xla_multiprocessing module is the legacy launcher</source>
        <translation>xla_multiprocessing モジュールは旧式のランチャーです</translation>
    </message>
    <message>
        <source>MpSerialExecutor serialised model creation for XRT multiprocessing; PJRT does not need it</source>
        <translation>MpSerialExecutor は XRT マルチプロセス用にモデル作成を直列化していました; PJRT では不要です</translation>
    </message>
    <message>
        <source>ParallelLoader(...).per_device_loader is the legacy form</source>
        <translation>ParallelLoader(...).per_device_loader は旧式の書き方です</translation>
    </message>
    <message>
        <source>deprecated in r2.6 and removed in r2.7</source>
        <translation>r2.6 で非推奨、r2.7 で削除</translation>
    </message>
    <message>
        <source>legacy ordinal lookup</source>
        <translation>旧式の序数検索</translation>
    </message>
    <message>
        <source>legacy device listing</source>
        <translation>旧式のデバイス一覧</translation>
    </message>
    <message>
        <source>XRT is gone: PJRT is the runtime (the only one on v5e and later)</source>
        <translation>XRT は廃止: ランタイムは PJRT（v5e 以降は唯一）</translation>
    </message>
    <message>
        <source>torch_xla.runtime has no save(): this call fails</source>
        <translation>torch_xla.runtime に save() はありません: この呼び出しは失敗します</translation>
    </message>
    <message>
        <source>tpu_device() does not exist in torch_xla</source>
        <translation>torch_xla に tpu_device() はありません</translation>
    </message>
    <message>
        <source>tpu_step() does not exist in torch_xla</source>
        <translation>torch_xla に tpu_step() はありません</translation>
    </message>
    <message>
        <source>XLA_USE_BF16 is deprecated, and Pallas kernels refuse to run under it</source>
        <translation>XLA_USE_BF16 は非推奨で、その下では Pallas カーネルが動きません</translation>
    </message>
    <message>
        <source>under SPMD one process drives every device and the gradients are already global; xm.optimizer_step all-reduces them again for a multi-process world</source>
        <translation>SPMD では 1 プロセスが全デバイスを駆動し勾配は既にグローバルです; xm.optimizer_step はマルチプロセス向けに再度 all-reduce します</translation>
    </message>
    <message>
        <source>is_master_ordinal() is true on the first process of every host, not once per job</source>
        <translation>is_master_ordinal() はジョブに 1 回ではなく、各ホストの最初のプロセスで真になります</translation>
    </message>
    <message>
        <source>XLA_USE_BF16 with a Pallas kernel in the same file: the kernel raises &quot;Pallas kernel does not support XLA_USE_BF16&quot;</source>
        <translation>同じファイルに XLA_USE_BF16 と Pallas カーネル: カーネルは &quot;Pallas kernel does not support XLA_USE_BF16&quot; を送出します</translation>
    </message>
</context>
<context>
    <name>twb::LintFinding</name>
    <message>
        <source>error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>info</source>
        <translation>情報</translation>
    </message>
</context>
<context>
    <name>twb::LoadExperimentCommand</name>
    <message>
        <source>Open %1</source>
        <translation>%1 を開く</translation>
    </message>
</context>
<context>
    <name>twb::LoadedAblation</name>
    <message>
        <source>configured in the ablation file</source>
        <translation>アブレーションファイルで設定</translation>
    </message>
</context>
<context>
    <name>twb::LocalTransport</name>
    <message>
        <source>Cannot create the folder %1 for %2. Check the permissions of its parent folders.</source>
        <translation>%2 用のフォルダー %1 を作成できません。親フォルダーの権限を確認してください。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>%1 を読み取れません: %2。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>%1 に書き込めません: %2。</translation>
    </message>
    <message>
        <source>Reading %1 failed: %2. %3 is unchanged.</source>
        <translation>%1 の読み取りに失敗: %2。%3 は変更されていません。</translation>
    </message>
    <message>
        <source>Writing %1 failed: %2. The previous content is unchanged.</source>
        <translation>%1 の書き込みに失敗: %2。以前の内容は変更されていません。</translation>
    </message>
    <message>
        <source>Cannot start /bin/bash on this machine: %1.</source>
        <translation>このマシンで /bin/bash を起動できません: %1。</translation>
    </message>
</context>
<context>
    <name>twb::LogModel</name>
    <message>
        <source>trace</source>
        <translation>トレース</translation>
    </message>
    <message>
        <source>debug</source>
        <translation>デバッグ</translation>
    </message>
    <message>
        <source>info</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>重大</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
</context>
<context>
    <name>twb::LogPanel</name>
    <message>
        <source>Search the log</source>
        <translation>ログを検索</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <source>Show or hide the whole log</source>
        <translation>ログ全体の表示/非表示</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>レベル:</translation>
    </message>
</context>
<context>
    <name>twb::LogView</name>
    <message>
        <source>Follow</source>
        <translation>追従</translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation>ログを検索</translation>
    </message>
    <message>
        <source>Log of</source>
        <translation>ログ元</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>ホスト %1</translation>
    </message>
    <message>
        <source>wrapped</source>
        <translation>折り返し</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>見つかりません</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>前の一致</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>次の一致 (Enter)</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>次の一致</translation>
    </message>
</context>
<context>
    <name>twb::LossCurveWidget</name>
    <message>
        <source>loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>train loss</source>
        <translation>学習損失</translation>
    </message>
    <message>
        <source>eval loss</source>
        <translation>評価損失</translation>
    </message>
</context>
<context>
    <name>twb::MachineAccess</name>
    <message>
        <source>There is no machine named %1 in %2 (it has: %3). Add it in the Machines panel or with `tpuwb registry add`.</source>
        <translation>%2 に %1 という名前のマシンはありません（あるのは: %3）。マシンパネルか `tpuwb registry add` で追加してください。</translation>
    </message>
    <message>
        <source>&quot;&quot;</source>
        <translation>&quot;&quot;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Machine %1 is not a gcloud TPU VM (it needs a tpu_name, a zone and a project, and no hand-typed hosts).</source>
        <translation>マシン %1 は gcloud の TPU VM ではありません（tpu_name、ゾーン、プロジェクトが必要で、手入力のホストがあってはいけません）。</translation>
    </message>
</context>
<context>
    <name>twb::MachineChecks</name>
    <message>
        <source>this machine</source>
        <translation>このマシン</translation>
    </message>
    <message>
        <source>No answer within %1 s.</source>
        <translation>%1 秒以内に応答がありません。</translation>
    </message>
    <message>
        <source>The command exited with code %1: %2</source>
        <translation>コマンドはコード %1 で終了しました: %2</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>reachable</source>
        <translation>到達可能</translation>
    </message>
    <message>
        <source>Machine %1 is no longer in %2; nothing was saved.</source>
        <translation>マシン %1 はもう %2 にありません; 何も保存されませんでした。</translation>
    </message>
</context>
<context>
    <name>twb::MachineDialog</name>
    <message>
        <source>Add Machine</source>
        <translation>マシンを追加</translation>
    </message>
    <message>
        <source>Edit Machine %1</source>
        <translation>マシン %1 を編集</translation>
    </message>
    <message>
        <source>TPU VM reached over SSH</source>
        <translation>SSH で接続する TPU VM</translation>
    </message>
    <message>
        <source>This machine (local)</source>
        <translation>このマシン（ローカル）</translation>
    </message>
    <message>
        <source>e.g. v5e-a (the TPU VM&apos;s name)</source>
        <translation>例: v5e-a（TPU VM の名前）</translation>
    </message>
    <message>
        <source>worker 0, worker 1, ... (IP addresses or names)</source>
        <translation>ワーカー 0, ワーカー 1, ...（IP アドレスまたは名前）</translation>
    </message>
    <message>
        <source>from ~/.ssh/config or the settings</source>
        <translation>~/.ssh/config または設定から</translation>
    </message>
    <message>
        <source>ssh-agent, then ~/.ssh/id_* (e.g. ~/.ssh/google_compute_engine)</source>
        <translation>ssh-agent、次に ~/.ssh/id_*（例: ~/.ssh/google_compute_engine）</translation>
    </message>
    <message>
        <source>optional [user@]bastion[:port]</source>
        <translation>任意 [user@]bastion[:port]</translation>
    </message>
    <message>
        <source>bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}</source>
        <translation>bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}</translation>
    </message>
    <message>
        <source>The command that runs one kernel-optimization iteration on this machine; {run_dir}, {target} and {python} are filled in, quoted. &quot;replay&quot; replays the recorded example run (for its own job only). Empty: kernel runs are refused on this machine.</source>
        <translation>このマシンでカーネル最適化の反復を 1 回実行するコマンド; {run_dir}、{target}、{python} は引用符付きで埋め込まれます。&quot;replay&quot; は記録済みの例のランを再生します（その例のジョブ専用）。空: このマシンではカーネルランを拒否します。</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>マシン</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>種類:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <source>Accelerator type:</source>
        <translation>アクセラレータの種類:</translation>
    </message>
    <message>
        <source>Hosts:</source>
        <translation>ホスト:</translation>
    </message>
    <message>
        <source>Labels:</source>
        <translation>ラベル:</translation>
    </message>
    <message>
        <source>SSH</source>
        <translation>SSH</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>ユーザー:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>ポート:</translation>
    </message>
    <message>
        <source>Key file:</source>
        <translation>鍵ファイル:</translation>
    </message>
    <message>
        <source>Proxy jump:</source>
        <translation>プロキシジャンプ:</translation>
    </message>
    <message>
        <source>Running code</source>
        <translation>コードの実行</translation>
    </message>
    <message>
        <source>Python:</source>
        <translation>Python:</translation>
    </message>
    <message>
        <source>Remote folder:</source>
        <translation>リモートフォルダー:</translation>
    </message>
    <message>
        <source>Kernel worker command:</source>
        <translation>カーネルワーカーコマンド:</translation>
    </message>
    <message>
        <source>GCP zone:</source>
        <translation>GCP ゾーン:</translation>
    </message>
    <message>
        <source>GCP project:</source>
        <translation>GCP プロジェクト:</translation>
    </message>
    <message>
        <source>No TPU: runs use the CPU.</source>
        <translation>TPU なし: ランは CPU を使います。</translation>
    </message>
    <message>
        <source>with a project and no hosts: gcloud finds the workers</source>
        <translation>プロジェクトあり・ホストなし: gcloud がワーカーを見つけます</translation>
    </message>
    <message>
        <source>with a zone and no hosts: gcloud finds the workers</source>
        <translation>ゾーンあり・ホストなし: gcloud がワーカーを見つけます</translation>
    </message>
    <message>
        <source>The interpreter that runs the project there. This machine: the workbench&apos;s Python environment (%1) when it is installed; `tpuwb doctor` shows what each machine&apos;s interpreter has.</source>
        <translation>そこでプロジェクトを実行するインタープリター。このマシン: インストールされていればワークベンチの Python 環境（%1）。各マシンのインタープリターにあるものは `tpuwb doctor` で確認できます。</translation>
    </message>
    <message>
        <source>Where runs live on the machine: &lt;remote folder&gt;/runs/&lt;run id&gt;. On this machine a relative folder (&quot;remote&quot;) is inside the workspace, so a copy of the workspace writes into its own folder; a folder inside another workspace is refused.</source>
        <translation>マシン上の実行の場所: &lt;remote folder&gt;/runs/&lt;run id&gt;。このマシンでは相対フォルダー（&quot;remote&quot;）はワークスペース内にあるため、ワークスペースのコピーは自身のフォルダーに書き込みます。別のワークスペース内のフォルダーは拒否されます。</translation>
    </message>
</context>
<context>
    <name>twb::MachineEntry</name>
    <message>
        <source>a string</source>
        <translation>文字列</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true または false</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>リスト</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <source>another type</source>
        <translation>別の型</translation>
    </message>
    <message>
        <source>%1 must be %2, but it is %3 (%4). Fix the file; it was not changed.</source>
        <translation>%1 は %2 である必要がありますが、%3 (%4) です。ファイルを修正してください; 変更していません。</translation>
    </message>
    <message>
        <source>%1 must be a string, but it is %2. Fix the file; it was not changed.</source>
        <translation>%1 は文字列である必要がありますが、%2 です。ファイルを修正してください; 変更していません。</translation>
    </message>
    <message>
        <source>%1 must be an object describing one machine, but it is %2.</source>
        <translation>%1 はマシンを記述するオブジェクトである必要がありますが、%2 です。</translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot;; it must be &quot;local&quot; or &quot;remote&quot;.</source>
        <translation>%1 は &quot;%2&quot; です; &quot;local&quot; または &quot;remote&quot; である必要があります。</translation>
    </message>
    <message>
        <source>%1 has neither a &quot;tpu_name&quot; nor &quot;mode&quot;: &quot;local&quot;; add the machine&apos;s name (or mark it local).</source>
        <translation>%1 には &quot;tpu_name&quot; も &quot;mode&quot;: &quot;local&quot; もありません; マシン名を追加してください（またはローカルに設定）。</translation>
    </message>
    <message>
        <source>Machine %1 has no accelerator type and no probed spec; probe it in the Machines panel (or `tpuwb registry probe %1`) or set its accelerator type.</source>
        <translation>マシン %1 にはアクセラレータの種類も調査済みの仕様もありません; マシンパネルで調査する（または `tpuwb registry probe %1`）か、アクセラレータの種類を設定してください。</translation>
    </message>
    <message>
        <source>Machine %1 writes its runs to %2, which is inside another workspace (%3), not this one (%4): a copied workspace would change the original&apos;s files. Nothing was done. Set its remote_root to a folder of this workspace, a relative path such as &quot;remote&quot; (resolved against %4), in the Machines panel (Edit, Remote folder) or with tpuwb registry add.</source>
        <translation>マシン %1 は実行を %2 に書き込みますが、これは別のワークスペース（%3）内にあり、このワークスペース（%4）ではありません。コピーしたワークスペースが元のファイルを変更してしまいます。何も行いませんでした。マシンパネル（編集、リモートフォルダー）または tpuwb registry add で、remote_root をこのワークスペースのフォルダー、例えば相対パス &quot;remote&quot;（%4 を基準に解決）に設定してください。</translation>
    </message>
</context>
<context>
    <name>twb::MachineFit</name>
    <message>
        <source>The experiment&apos;s tpu.accelerator_type &quot;%1&quot; is unknown: %2</source>
        <translation>実験の tpu.accelerator_type &quot;%1&quot; は不明です: %2</translation>
    </message>
    <message>
        <source>%1 has no known accelerator type; set it in the Machines panel or probe the machine.</source>
        <translation>%1 のアクセラレータの種類が不明です; マシンパネルで設定するかマシンを調査してください。</translation>
    </message>
    <message>
        <source>%1 is a %2 (%3) but the experiment needs %4 (%5); compared runs must share a TPU generation.</source>
        <translation>%1 は %2 (%3) ですが、実験には %4 (%5) が必要です; 比較するランは同じ TPU 世代である必要があります。</translation>
    </message>
    <message>
        <source>%1 is a %2 with %3 devices but the experiment&apos;s mesh is laid out for a %4 with %5 devices.</source>
        <translation>%1 は %3 デバイスの %2 ですが、実験の mesh は %5 デバイスの %4 向けです。</translation>
    </message>
    <message>
        <source>%1: the experiment&apos;s mesh spans %2 slices; one registered machine is one slice. Launch it over that many machines of one type (tpuwb run launch DIR --machine A --machine B), or use a single-slice mesh.</source>
        <translation>%1: 実験のメッシュは %2 個のスライスにまたがります。登録済みのマシン 1 台が 1 スライスです。同じ種類のマシンを同じ数だけ使って起動する（tpuwb run launch DIR --machine A --machine B）か、単一スライスのメッシュを使ってください。</translation>
    </message>
    <message numerus="yes">
        <source>%1 lists %n host(s) in the registry but a %2 has %3 VMs; list every worker&apos;s address in worker order.</source>
        <translation>
            <numerusform>%1 はレジストリに %n ホストを記載していますが、%2 には %3 台の VM があります; 全ワーカーのアドレスをワーカー順に記載してください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n host(s), but XLA on CPU (--device xla-cpu) runs torch_xla&apos;s CPU runtime on one host only, with as many virtual devices as the mesh has. Launch it on a single-host machine (this machine, for one), or use --device cpu to run the CPU smoke mode on every host of %1.</source>
        <translation>
            <numerusform>%1 には %n 台のホストがありますが、CPU 上の XLA（--device xla-cpu）は torch_xla の CPU ランタイムを 1 ホストでのみ、メッシュと同じ数の仮想デバイスで実行します。1 ホストのマシン（たとえばこのマシン）で起動するか、--device cpu で %1 の全ホストで CPU スモークモードを実行してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; a TPU run needs a TPU machine. Launch it with --device cpu (the CPU smoke mode) or --device xla-cpu (the TPU code path on CPU), or choose a TPU machine.</source>
        <translation>%1; TPU のランには TPU マシンが必要です。--device cpu（CPU スモークモード）または --device xla-cpu（CPU 上の TPU コードパス）で起動するか、TPU マシンを選んでください。</translation>
    </message>
</context>
<context>
    <name>twb::MachineRegistryService</name>
    <message>
        <source>%1 was not added: %2</source>
        <translation>%1 は追加されませんでした: %2</translation>
    </message>
    <message>
        <source>%1 was not added because it cannot be probed now: %2 Use --no-probe to add it anyway.</source>
        <translation>%1 は現在プローブできないため追加されませんでした: %2 それでも追加するには --no-probe を使ってください。</translation>
    </message>
    <message>
        <source>There is no machine named %1 in %2; `tpuwb registry list` shows them.</source>
        <translation>%2 に %1 という名前のマシンはありません。`tpuwb registry list` で一覧を表示できます。</translation>
    </message>
    <message>
        <source>There is no machine named %1 in %2 (if it was there, another tool removed it).</source>
        <translation>%2 に %1 という名前のマシンはありません (あった場合は、別のツールが削除しました)。</translation>
    </message>
</context>
<context>
    <name>twb::MachineTableModel</name>
    <message>
        <source>not checked</source>
        <translation>未確認</translation>
    </message>
    <message>
        <source>%1/%2 reachable, %3 ms</source>
        <translation>%1/%2 到達可能、%3 ms</translation>
    </message>
    <message>
        <source>%1/%2 reachable</source>
        <translation>%1/%2 到達可能</translation>
    </message>
    <message>
        <source>%1 (this machine)</source>
        <translation>%1（このマシン）</translation>
    </message>
    <message>
        <source>none (CPU)</source>
        <translation>なし (CPU)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>local</source>
        <translation>ローカル</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>not probed</source>
        <translation>未調査</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>検証済み</translation>
    </message>
    <message>
        <source>typed, not verified</source>
        <translation>入力済み、未検証</translation>
    </message>
    <message>
        <source>-</source>
        <translation>-</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>アクセラレータ</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>Spec</source>
        <translation>仕様</translation>
    </message>
    <message>
        <source>Reachability</source>
        <translation>到達性</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>TPU VM state</source>
        <translation>TPU VM の状態</translation>
    </message>
    <message>
        <source>Mismatch: the probe %1</source>
        <translation>不一致: プローブは%1</translation>
    </message>
    <message>
        <source>mismatch</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>このマシン</translation>
    </message>
    <message>
        <source>Worker %1 (%2): reachable, %3 ms</source>
        <translation>ワーカー %1 (%2): 到達可能、%3 ms</translation>
    </message>
    <message>
        <source>Worker %1 (%2): %3</source>
        <translation>ワーカー %1 (%2): %3</translation>
    </message>
    <message>
        <source>not reachable</source>
        <translation>到達不可</translation>
    </message>
</context>
<context>
    <name>twb::MachineValidation</name>
    <message>
        <source>Give the machine a name (its TPU name, e.g. v5e-a).</source>
        <translation>マシンに名前を付けてください（TPU 名、例: v5e-a）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid name: use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>&quot;%1&quot; は有効な名前ではありません: 英字、数字、&apos;.&apos;、&apos;_&apos;、&apos;-&apos; を使ってください。</translation>
    </message>
    <message>
        <source>There is already a local machine (%1); a registry holds one.</source>
        <translation>ローカルマシン (%1) は既にあります; レジストリに 1 台だけです。</translation>
    </message>
    <message>
        <source>A machine named %1 already exists; choose another name.</source>
        <translation>%1 という名前のマシンは既にあります; 別の名前を選んでください。</translation>
    </message>
    <message>
        <source>List the slice&apos;s worker addresses (IP or host name), worker 0 first.</source>
        <translation>スライスのワーカーアドレス（IP またはホスト名）をワーカー 0 から記載してください。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name or IP address.</source>
        <translation>&quot;%1&quot; はホスト名でも IP アドレスでもありません。</translation>
    </message>
    <message>
        <source>A host is listed twice.</source>
        <translation>ホストが重複しています。</translation>
    </message>
    <message>
        <source>The SSH port must be between 1 and 65535 (usually 22).</source>
        <translation>SSH ポートは 1 から 65535 の間である必要があります（通常 22）。</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n worker VM(s); list all of them in worker order.</source>
        <translation>
            <numerusform>%1 にはワーカー VM が %n 台あります; すべてをワーカー順に記載してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the accelerator type (e.g. v5litepod-8, v4-32).</source>
        <translation>アクセラレータの種類を選んでください（例: v5litepod-8、v4-32）。</translation>
    </message>
</context>
<context>
    <name>twb::MachinesPanel</name>
    <message>
        <source>Add...</source>
        <translation>追加...</translation>
    </message>
    <message>
        <source>Edit...</source>
        <translation>編集...</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Probe</source>
        <extracomment>toolbar action (a verb): ask each host which TPU devices it has</extracomment>
        <translation>調査</translation>
    </message>
    <message>
        <source>Find the devices of every host and save the verified spec</source>
        <translation>各ホストのデバイスを調べ、検証済みの仕様を保存</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>接続テスト</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>再読み込み</translation>
    </message>
    <message>
        <source>Select a machine and press Probe or Test connection.</source>
        <translation>マシンを選んで「調査」または「接続テスト」を押してください。</translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>ワーカー</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>レイテンシ</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>%1
The Machines panel will not write to this file until it reads correctly; fix it and press Reload.</source>
        <translation>%1
このファイルを正しく読めるまでマシンパネルは書き込みません; 修正して「再読み込み」を押してください。</translation>
    </message>
    <message>
        <source>Machine %1 added.</source>
        <translation>マシン %1 を追加しました。</translation>
    </message>
    <message>
        <source>%1 was edited: press Probe or Test connection to check it again.</source>
        <translation>%1 は編集されました: 「調査」か「接続テスト」で再確認してください。</translation>
    </message>
    <message>
        <source>Machine %1 saved.</source>
        <translation>マシン %1 を保存しました。</translation>
    </message>
    <message>
        <source>Remove machine</source>
        <translation>マシンを削除</translation>
    </message>
    <message>
        <source>Remove %1 from the registry? Runs and files on the machine are not touched.</source>
        <translation>%1 をレジストリから削除しますか? マシン上のランとファイルはそのままです。</translation>
    </message>
    <message>
        <source>Machine %1 removed.</source>
        <translation>マシン %1 を削除しました。</translation>
    </message>
    <message>
        <source>probing...</source>
        <translation>調査中...</translation>
    </message>
    <message>
        <source>connecting...</source>
        <translation>接続中...</translation>
    </message>
    <message>
        <source>Probing %1...</source>
        <translation>%1 を調査中...</translation>
    </message>
    <message>
        <source>Testing %1...</source>
        <translation>%1 をテスト中...</translation>
    </message>
    <message>
        <source>%1 x %2 (%3)</source>
        <translation>%1 x %2 (%3)</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ミリ秒</translation>
    </message>
    <message>
        <source>%1 worker %2 (%3): %4</source>
        <translation>%1 ワーカー %2 (%3): %4</translation>
    </message>
    <message>
        <source>Import from gcloud...</source>
        <translation>gcloud からインポート...</translation>
    </message>
    <message>
        <source>Add TPU VMs and queued resources your gcloud lists in a zone</source>
        <translation>ゾーン内で gcloud が表示する TPU VM とキューに入れられたリソースを追加します</translation>
    </message>
    <message>
        <source>Added from gcloud: %1.</source>
        <translation>gcloud から追加しました: %1。</translation>
    </message>
    <message numerus="yes">
        <source>Probe of %1: %2 of %n host(s) answered.</source>
        <translation>
            <numerusform>%1 の調査: %n ホスト中 %2 が応答。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connection test of %1: %2 of %n host(s) reachable.</source>
        <translation>
            <numerusform>%1 の接続テスト: %n ホスト中 %2 が到達可能。</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copy the full text of the hosts&apos; errors</source>
        <translation>ホストのエラーの全文をコピー</translation>
    </message>
    <message>
        <source>Worker %1 (%2): %3</source>
        <translation>ワーカー %1 (%2): %3</translation>
    </message>
    <message>
        <source>Worker %1 (%2), %3: %4</source>
        <translation>ワーカー %1 (%2)、%3: %4</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>このマシン</translation>
    </message>
    <message>
        <source>at an unknown time</source>
        <translation>時刻不明</translation>
    </message>
    <message>
        <source>%1 has not been checked yet: press Probe or Test connection.</source>
        <translation>%1 はまだ確認されていません: 「調査」か「接続テスト」を押してください。</translation>
    </message>
    <message>
        <source>checked %1</source>
        <translation>%1 に確認</translation>
    </message>
    <message>
        <source>Last check of %1, %2, as saved in the registry: press Probe or Test connection to check again.</source>
        <extracomment>%2 is a time or a date and time</extracomment>
        <translation>%1 の最後の確認（%2、レジストリに保存）: 「調査」か「接続テスト」で再確認してください。</translation>
    </message>
</context>
<context>
    <name>twb::MainWindow</name>
    <message>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <source>Machines</source>
        <translation>マシン</translation>
    </message>
    <message>
        <source>Mesh</source>
        <translation>Mesh</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>実験</translation>
    </message>
    <message>
        <source>Monitor</source>
        <translation>モニター</translation>
    </message>
    <message>
        <source>Ablation</source>
        <translation>アブレーション</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Kernels</source>
        <translation>カーネル</translation>
    </message>
    <message>
        <source>&amp;Workspace</source>
        <translation>ワークスペース(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;New Workspace...</source>
        <translation>新規ワークスペース(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Open Workspace...</source>
        <translation>ワークスペースを開く(&amp;O)...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったもの(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>設定(&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About TPU Workbench</source>
        <translation>TPU Workbench について(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>Choose or create an empty folder for the new workspace</source>
        <translation>新しいワークスペース用の空のフォルダーを選択または作成</translation>
    </message>
    <message>
        <source>Open a workspace folder</source>
        <translation>ワークスペースフォルダーを開く</translation>
    </message>
    <message>
        <source>Not a workspace</source>
        <translation>ワークスペースではありません</translation>
    </message>
    <message>
        <source>%1 has no workbench.json. Create a new workspace there?</source>
        <translation>%1 に workbench.json がありません。そこに新しいワークスペースを作成しますか?</translation>
    </message>
    <message>
        <source>Workspace %1 opened.</source>
        <translation>ワークスペース %1 を開きました。</translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation>ワークスペース</translation>
    </message>
    <message>
        <source>TPU Workbench - %1</source>
        <translation>TPU Workbench - %1</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>パネル</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>システム(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Documentation</source>
        <translation>ドキュメント(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Welcome Page</source>
        <translation>ようこそページ(&amp;W)</translation>
    </message>
    <message>
        <source>Creating the demo workspace in %1…</source>
        <translation>%1 にデモワークスペースを作成中…</translation>
    </message>
    <message>
        <source>Demo workspace</source>
        <translation>デモワークスペース</translation>
    </message>
    <message>
        <source>TPU Workbench - %1 (read-only)</source>
        <translation>TPU Workbench - %1（読み取り専用）</translation>
    </message>
</context>
<context>
    <name>twb::MeasuredStepTime</name>
    <message numerus="yes">
        <source>measured on %n finished run(s) of %1 (median)</source>
        <translation>
            <numerusform>%1 の完了した %n ランで計測（中央値）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>measured on %n finished run(s) of %1 (median), on CPU: not a TPU figure</source>
        <translation>
            <numerusform>%1 の完了した %n 実行で測定 (中央値)、CPU 上: TPU の値ではありません</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>measured on %n finished run(s) of %1 (median), %2 of them on CPU: not a TPU figure</source>
        <translation>
            <numerusform>%1 の完了した %n 実行で測定 (中央値)、うち %2 実行は CPU 上: TPU の値ではありません</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::MemoryBarWidget</name>
    <message>
        <source>Fits</source>
        <translation>収まる</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>収まらない</translation>
    </message>
    <message>
        <source> of </source>
        <translation> / </translation>
    </message>
    <message>
        <source> budget per device</source>
        <translation> デバイスあたりの予算</translation>
    </message>
    <message>
        <source>dashed line: budget; solid line: %1 HBM%2 per device</source>
        <translation>破線: 予算; 実線: デバイスあたり %1 HBM%2</translation>
    </message>
    <message>
        <source> (nominal)</source>
        <translation> （公称）</translation>
    </message>
    <message>
        <source> (usable)</source>
        <translation> （使用可能）</translation>
    </message>
</context>
<context>
    <name>twb::MemoryEstimate</name>
    <message>
        <source>%1 of %2 (%3%)</source>
        <translation>%1 / %2 (%3%)</translation>
    </message>
    <message>
        <source>fits: %1</source>
        <translation>収まる: %1</translation>
    </message>
    <message>
        <source>does not fit: %1</source>
        <translation>収まらない: %1</translation>
    </message>
</context>
<context>
    <name>twb::MemoryEstimator</name>
    <message>
        <source>parameters</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>勾配</translation>
    </message>
    <message>
        <source>optimizer state</source>
        <translation>オプティマイザ状態</translation>
    </message>
    <message>
        <source>float32 master weights</source>
        <translation>float32 マスター重み</translation>
    </message>
    <message>
        <source>gathered weights (FSDP all-gather)</source>
        <translation>集約された重み（FSDP all-gather）</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>アクティベーション</translation>
    </message>
    <message>
        <source>logits</source>
        <translation>logits</translation>
    </message>
    <message>
        <source>one layer recomputed in backward (remat)</source>
        <translation>backward で 1 層を再計算 (remat)</translation>
    </message>
    <message>
        <source>%1 has no runtime-reported HBM figure in the catalog; the budget starts from the nominal %2 per device, and the usable amount is somewhat lower (check memory_stats() on the machine).</source>
        <translation>カタログに %1 のランタイム報告の HBM 値がありません; 予算はデバイスあたり公称 %2 から始まり、使用可能量はやや少なくなります（マシンで memory_stats() を確認）。</translation>
    </message>
    <message>
        <source>Some dimensions do not divide evenly; their shards are padded and counted rounded up.</source>
        <translation>割り切れない次元があります; そのシャードはパディングされ切り上げで数えます。</translation>
    </message>
    <message>
        <source>gradient of the logits</source>
        <translation>ロジットの勾配</translation>
    </message>
</context>
<context>
    <name>twb::MemoryFiguresView</name>
    <message>
        <source>Memory per device:</source>
        <translation>デバイスあたりのメモリ:</translation>
    </message>
    <message>
        <source>The mesh estimate (`tpuwb mesh estimate`), XLA&apos;s buffer assignment of the compiled training step (the run&apos;s memory_compiled event) and one device&apos;s HBM; `tpuwb run verify` compares the first two (memory_matches_compiler).</source>
        <translation>メッシュ見積もり（`tpuwb mesh estimate`）、コンパイル済みトレーニングステップの XLA バッファー割り当て（実行の memory_compiled イベント）、1 デバイスの HBM。`tpuwb run verify` は最初の 2 つを比較します（memory_matches_compiler）。</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>見積もり</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The mesh estimate per device for the experiment&apos;s mesh and the attention kernel that ran (`tpuwb mesh estimate --model`): %1 = %2%3.</source>
        <translation>実験のメッシュと実行されたアテンションカーネルに対するデバイスあたりのメッシュ見積もり（`tpuwb mesh estimate --model`）: %1 = %2%3。</translation>
    </message>
    <message>
        <source> (%1 % of the HBM)</source>
        <translation>（HBM の %1 %）</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>利用できません</translation>
    </message>
    <message>
        <source>XLA compiled</source>
        <translation>XLA コンパイル</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>報告なし</translation>
    </message>
    <message>
        <source>%1 (arguments %2, outputs %3, temporaries %4)</source>
        <translation>%1（引数 %2、出力 %3、一時領域 %4）</translation>
    </message>
    <message numerus="yes">
        <source>XLA&apos;s buffer assignment of %1, the training step compiled at step %2, per device over %n device(s): arguments %3, outputs %4 (%5 of them written into argument buffers), temporaries %6; peak %7.</source>
        <translation>
            <numerusform>%1（ステップ %2 でコンパイルされたトレーニングステップ）の XLA バッファー割り当て、%n 台のデバイスのデバイスあたり: 引数 %3、出力 %4（うち %5 は引数バッファーに書き込み）、一時領域 %6、ピーク %7。</numerusform>
        </translation>
    </message>
    <message>
        <source>the step</source>
        <translation>このステップ</translation>
    </message>
    <message>
        <source>The estimate is %1 % of it.</source>
        <translation>見積もりはその %1 % です。</translation>
    </message>
    <message>
        <source>not reported yet</source>
        <translation>まだ報告されていません</translation>
    </message>
    <message>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <source>nominal figure</source>
        <translation>公称値</translation>
    </message>
    <message>
        <source>usable figure</source>
        <translation>利用可能な値</translation>
    </message>
    <message>
        <source>One %1 device&apos;s HBM (%2), from the catalog: the chip the experiment is built for. This run ran on the CPU (--device %3), whose memory is not this figure.</source>
        <translation>カタログによる %1 デバイス 1 台の HBM（%2）: 実験の対象チップです。この実行は CPU（--device %3）で行われ、そのメモリはこの値ではありません。</translation>
    </message>
    <message>
        <source>%1 on a %2</source>
        <translation>%2 上で %1</translation>
    </message>
    <message>
        <source>One %1 device&apos;s HBM (%2), from the catalog.</source>
        <translation>カタログによる %1 デバイス 1 台の HBM（%2）。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>none in plain CPU mode</source>
        <translation>CPU のみのモードではなし</translation>
    </message>
    <message>
        <source>%1 on the target %2, not this machine</source>
        <translation>対象の %2 で %1（本機ではない）</translation>
    </message>
</context>
<context>
    <name>twb::MeshCodeGenerator</name>
    <message>
        <source>No code generated: the mesh has problems to fix first:
- %1</source>
        <translation>コードは生成されませんでした: 先に mesh の問題を修正してください:
- %1</translation>
    </message>
    <message>
        <source>no model given: generic transformer parameter names</source>
        <translation>モデル指定なし: 汎用 Transformer のパラメータ名</translation>
    </message>
    <message>
        <source>d_model %1, %2 layers, %3 heads, %4 parameters%5</source>
        <translation>d_model %1、%2 層、%3 ヘッド、%4 パラメータ%5</translation>
    </message>
    <message>
        <source>, %1 experts (top %2)</source>
        <translation>、%1 エキスパート（top %2）</translation>
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
        <translation>コピー</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Framework:</source>
        <translation>フレームワーク:</translation>
    </message>
    <message>
        <source>Reading the code templates…</source>
        <translation>コードテンプレートを読み込み中…</translation>
    </message>
    <message>
        <source>Save mesh code</source>
        <translation>Mesh コードを保存</translation>
    </message>
    <message>
        <source>Python (*.py)</source>
        <translation>Python (*.py)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s); save it next to train.py and call build_mesh() first.</source>
        <translation>
            <numerusform>%n 行; train.py の隣に保存し、最初に build_mesh() を呼んでください。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::MeshDocument</name>
    <message>
        <source>Turn remat on</source>
        <translation>remat をオンにする</translation>
    </message>
    <message>
        <source>Turn remat off</source>
        <translation>remat をオフにする</translation>
    </message>
    <message>
        <source>Global batch %1</source>
        <translation>グローバルバッチ %1</translation>
    </message>
</context>
<context>
    <name>twb::MeshPanel</name>
    <message>
        <source>Colour devices by axis:</source>
        <translation>軸でデバイスを色分け:</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <source>Tensors</source>
        <translation>テンソル</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <source>Take the slice from a registered machine, or choose any from the catalog</source>
        <translation>登録済みマシンからスライスを取るか、カタログから選ぶ</translation>
    </message>
    <message>
        <source>Slices joined over the data-centre network (multislice)</source>
        <translation>データセンターネットワークで結ばれたスライス（マルチスライス）</translation>
    </message>
    <message>
        <source>Open experiment…</source>
        <translation>実験を開く…</translation>
    </message>
    <message>
        <source>Save to experiment</source>
        <translation>実験に保存</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>%1 を元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>%1 をやり直す</translation>
    </message>
    <message>
        <source>Slice from:</source>
        <translation>スライス元:</translation>
    </message>
    <message>
        <source>x</source>
        <extracomment>multiplication sign between the accelerator type and the slice count (v5e-8 x 2 slices)</extracomment>
        <translation>x</translation>
    </message>
    <message>
        <source>Strategy:</source>
        <translation>戦略:</translation>
    </message>
    <message>
        <source>Open experiment</source>
        <translation>実験を開く</translation>
    </message>
    <message>
        <source>Experiment (experiment.json *.json)</source>
        <translation>実験 (experiment.json *.json)</translation>
    </message>
    <message>
        <source>Mesh axes, outermost first:</source>
        <translation>Mesh 軸（外側から）:</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上へ</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下へ</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>問題:</translation>
    </message>
    <message>
        <source>Rematerialise activations (train.remat)</source>
        <translation>アクティベーションを再計算 (train.remat)</translation>
    </message>
    <message>
        <source>Global batch:</source>
        <translation>グローバルバッチ:</translation>
    </message>
    <message>
        <source>(registry unreadable)</source>
        <translation>（レジストリを読み取れません）</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>カタログ</translation>
    </message>
    <message>
        <source>Open an experiment first: the mesh is saved into its experiment.json.</source>
        <translation>先に実験を開いてください: mesh はその experiment.json に保存されます。</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <source>Error: </source>
        <translation>エラー: </translation>
    </message>
    <message>
        <source>Warning: </source>
        <translation>警告: </translation>
    </message>
    <message>
        <source>No problems: the mesh is valid.</source>
        <translation>問題なし: mesh は有効です。</translation>
    </message>
    <message>
        <source>Open an experiment (experiment.json with a model) to check whether it fits in HBM.</source>
        <translation>HBM に収まるか確認するには実験（モデル付きの experiment.json）を開いてください。</translation>
    </message>
    <message>
        <source>Fix the problems on the left to see the HBM estimate.</source>
        <translation>HBM の見積もりを見るには左の問題を修正してください。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Verdict:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;判定:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Biggest:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;最大:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Per device:&lt;/b&gt; batch %1, %2 parameters in the model</source>
        <translation>&lt;b&gt;デバイスあたり:&lt;/b&gt; バッチ %1、モデルのパラメータ %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;To fit:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;収めるには:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>; %1, %2 in all</source>
        <comment>the slices, the devices</comment>
        <translation>; %1、合計 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n slice(s)</source>
        <translation>
            <numerusform>%n スライス</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n デバイス</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Cause:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;原因：&lt;/b&gt;%1</translation>
    </message>
</context>
<context>
    <name>twb::MeshSpec</name>
    <message>
        <source>Axis &quot;%1&quot; in --axes (at character %2): %3. Write NAME=SIZE or NAME=SIZE:dcn, separated by commas, for example data=2,model=4.</source>
        <translation>--axes の軸 &quot;%1&quot;（%2 文字目）: %3。NAME=SIZE または NAME=SIZE:dcn をカンマ区切りで書いてください（例: data=2,model=4）。</translation>
    </message>
    <message>
        <source>no NAME=SIZE</source>
        <translation>NAME=SIZE がありません</translation>
    </message>
    <message>
        <source>the kind after &apos;:&apos; must be ici or dcn, not &quot;%1&quot;</source>
        <translation>&apos;:&apos; の後の種類は &quot;%1&quot; ではなく ici または dcn である必要があります</translation>
    </message>
    <message>
        <source>the size &quot;%1&quot; is not a whole number</source>
        <translation>サイズ &quot;%1&quot; は整数ではありません</translation>
    </message>
    <message>
        <source>--axes is empty: give at least one axis, for example data=8.</source>
        <translation>--axes が空です: 少なくとも 1 つの軸を指定してください（例: data=8）。</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2。</translation>
    </message>
    <message>
        <source>%1 must be an object with accelerator_type, strategy and mesh, not %2.</source>
        <translation>%1 は %2 ではなく accelerator_type、strategy、mesh を持つオブジェクトである必要があります。</translation>
    </message>
    <message>
        <source>give the accelerator type as a string, for example &quot;v5litepod-8&quot;</source>
        <translation>アクセラレータの種類を文字列で指定してください（例: &quot;v5litepod-8&quot;）</translation>
    </message>
    <message>
        <source>must be a string such as &quot;fsdpv2&quot;; known: %1</source>
        <translation>&quot;fsdpv2&quot; のような文字列である必要があります; 既知: %1</translation>
    </message>
    <message>
        <source>must be an object {&quot;axes&quot;: [...]}, not %1</source>
        <translation>%1 ではなくオブジェクト {&quot;axes&quot;: [...]} である必要があります</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to 4096</source>
        <translation>1 から 4096 の整数である必要があります</translation>
    </message>
    <message>
        <source>must be a list of {&quot;name&quot;, &quot;size&quot;, &quot;kind&quot;} objects</source>
        <translation>{&quot;name&quot;, &quot;size&quot;, &quot;kind&quot;} オブジェクトのリストである必要があります</translation>
    </message>
    <message>
        <source>must be an object {&quot;name&quot;, &quot;size&quot;, &quot;kind&quot;}</source>
        <translation>オブジェクト {&quot;name&quot;, &quot;size&quot;, &quot;kind&quot;} である必要があります</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>文字列である必要があります</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>整数である必要があります</translation>
    </message>
    <message>
        <source>must be &quot;ici&quot; or &quot;dcn&quot;</source>
        <translation>&quot;ici&quot; または &quot;dcn&quot; である必要があります</translation>
    </message>
</context>
<context>
    <name>twb::MeshStrategy</name>
    <message>
        <source>Data parallel (1-D data)</source>
        <translation>データ並列（1-D data）</translation>
    </message>
    <message>
        <source>FSDPv2 (fsdp)</source>
        <translation>FSDPv2 (fsdp)</translation>
    </message>
    <message>
        <source>Data x model (2-D)</source>
        <translation>データ x モデル (2-D)</translation>
    </message>
    <message>
        <source>FSDP x tensor</source>
        <translation>FSDP x テンソル</translation>
    </message>
    <message>
        <source>Expert x data (MoE)</source>
        <translation>エキスパート x データ (MoE)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>カスタム</translation>
    </message>
</context>
<context>
    <name>twb::MeshValidator</name>
    <message>
        <source>no axes</source>
        <translation>軸なし</translation>
    </message>
    <message>
        <source> (for example %1=%2)</source>
        <translation> （例: %1=%2）</translation>
    </message>
    <message>
        <source> (for example add data=%1)</source>
        <translation> （例: data=%1 を追加）</translation>
    </message>
    <message>
        <source>The ICI axes multiply to %1 (%2), but one %3 slice has %4 devices; change the sizes so that they multiply to %4%5.</source>
        <translation>ICI 軸の積は %1 (%2) ですが、%3 スライスは %4 デバイスです; 積が %4%5 になるようサイズを変えてください。</translation>
    </message>
    <message>
        <source>The slice count is %1; it must be at least 1.</source>
        <translation>スライス数は %1 です; 1 以上である必要があります。</translation>
    </message>
    <message>
        <source>The mesh spans %1 slices but has no DCN axis; add one such as dcn_data=%1 of kind dcn.</source>
        <translation>mesh は %1 スライスにまたがりますが DCN 軸がありません; 種類 dcn の dcn_data=%1 などを追加してください。</translation>
    </message>
    <message>
        <source>FSDPv2 needs an axis named fsdp (it shards parameters over that axis); rename the axis that should shard them to fsdp, or use the %1 preset.</source>
        <translation>FSDPv2 には fsdp という軸が必要です（その軸でパラメータをシャード）; シャードする軸の名前を fsdp にするか、プリセット %1 を使ってください。</translation>
    </message>
    <message>
        <source>fsdp x tensor usually has an axis named tensor; without it nothing is tensor-parallel.</source>
        <translation>fsdp x tensor には通常 tensor という軸があります; ないとテンソル並列になりません。</translation>
    </message>
    <message>
        <source>data x model usually has an axis named model; without it nothing is model-parallel.</source>
        <translation>data x model には通常 model という軸があります; ないとモデル並列になりません。</translation>
    </message>
    <message>
        <source>Expert parallelism needs an axis named expert that the experts are split over; add one (for example expert=%1) or rename an axis.</source>
        <translation>エキスパート並列には、エキスパートを分割する expert という軸が必要です; 追加する（例: expert=%1）か軸の名前を変えてください。</translation>
    </message>
    <message>
        <source>Expert parallelism needs a mixture-of-experts model, but the model has no moe.n_experts; choose another strategy or make the model a MoE.</source>
        <translation>エキスパート並列には Mixture-of-Experts モデルが必要ですが、モデルに moe.n_experts がありません; 別の戦略を選ぶかモデルを MoE にしてください。</translation>
    </message>
    <message>
        <source>The expert axis (size %1) does not divide the %2 experts; use a size that divides %2 (%3).</source>
        <translation>expert 軸（サイズ %1）は %2 エキスパートを割り切りません; %2 を割り切るサイズ (%3) を使ってください。</translation>
    </message>
    <message>
        <source>torch_xla&apos;s splash attention reads both a data and an fsdp axis; add the missing one with size 1 (for example data=1).</source>
        <translation>torch_xla の splash attention は data 軸と fsdp 軸の両方を読みます; 足りない方をサイズ 1 で追加してください（例: data=1）。</translation>
    </message>
    <message>
        <source>The mesh has no axes; add one, for example data=%1.</source>
        <translation>mesh に軸がありません; 追加してください（例: data=%1）。</translation>
    </message>
    <message>
        <source>Axis %1: &quot;%2&quot; is not a valid name; use letters, digits and &apos;_&apos;, starting with a letter (for example data or fsdp).</source>
        <translation>軸 %1: &quot;%2&quot; は有効な名前ではありません; 英字で始まる英字、数字、&apos;_&apos; を使ってください（例: data、fsdp）。</translation>
    </message>
    <message>
        <source>The axis name &quot;%1&quot; is used twice (axes %2 and %3); rename one.</source>
        <translation>軸名 &quot;%1&quot; が 2 回使われています（軸 %2 と %3）; 一方の名前を変えてください。</translation>
    </message>
    <message>
        <source>Axis %1 has size %2; sizes must be at least 1.</source>
        <translation>軸 %1 のサイズは %2 です; サイズは 1 以上である必要があります。</translation>
    </message>
    <message>
        <source>%1 figures and naming are uncertain in the catalog; check the device count on the machine.</source>
        <translation>カタログの %1 の数値と名称は不確かです; マシン上でデバイス数を確認してください。</translation>
    </message>
    <message numerus="yes">
        <source>The DCN axes multiply to %1 (%2), but the mesh spans %n slice(s); make them multiply to %n, or change the slice count to %1.</source>
        <translation>
            <numerusform>DCN 軸の積は %1 (%2) ですが、mesh は %n スライスにまたがります; 積を %n にするか、スライス数を %1 にしてください。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::MessageBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>twb::MetricChoice</name>
    <message>
        <source>lower is better</source>
        <translation>低いほど良い</translation>
    </message>
    <message>
        <source>higher is better</source>
        <translation>高いほど良い</translation>
    </message>
    <message>
        <source>at the end</source>
        <translation>最後</translation>
    </message>
    <message>
        <source>best</source>
        <extracomment>which value of a metric: the best one over the run</extracomment>
        <translation>最良</translation>
    </message>
    <message>
        <source>at step</source>
        <translation>ステップ時点</translation>
    </message>
</context>
<context>
    <name>twb::MetricImport</name>
    <message>
        <source>&quot;%1&quot; cannot name a run: use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>&quot;%1&quot; はラン名にできません: 英字、数字、&apos;.&apos;、&apos;_&apos;、&apos;-&apos; を使ってください。</translation>
    </message>
    <message>
        <source>A run named %1 exists already (%2); choose another name.</source>
        <translation>%1 という名前のランは既にあります (%2); 別の名前を選んでください。</translation>
    </message>
    <message>
        <source>%1 holds no TensorBoard event files (events.out.tfevents.*), in it or in its sub-directories; give a log directory or a metrics file.</source>
        <translation>%1 にもそのサブディレクトリにも TensorBoard のイベントファイル (events.out.tfevents.*) がありません; ログディレクトリかメトリックファイルを指定してください。</translation>
    </message>
    <message>
        <source>%1 (the runs before it were imported: %2)</source>
        <translation>%1（それ以前のランはインポート済み: %2）</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>%1 を読み取れません: %2。</translation>
    </message>
    <message>
        <source>%1 holds no metrics that a %2 reader understands (%3 malformed lines); check that it is JSONL, a MaxText log, CSV with a header or a TensorBoard event file.</source>
        <translation>%1 には %2 リーダーが理解できるメトリックがありません（不正な行 %3）; JSONL、MaxText のログ、ヘッダー付き CSV、TensorBoard のイベントファイルのいずれかか確認してください。</translation>
    </message>
    <message>
        <source>Cannot create %1; check the workspace&apos;s permissions.</source>
        <translation>%1 を作成できません; ワークスペースの権限を確認してください。</translation>
    </message>
    <message>
        <source>Imported from %1 (%2, %3 lines, %4 malformed).</source>
        <translation>%1 からインポート（%2、%3 行、不正 %4 行）。</translation>
    </message>
</context>
<context>
    <name>twb::MetricIngestor</name>
    <message>
        <source>a line longer than %1 bytes</source>
        <translation>%1 バイトを超える行</translation>
    </message>
    <message>
        <source>%1: malformed line at byte %2 skipped (%3); the stream goes on (%4 malformed so far).</source>
        <translation>%1: バイト %2 の不正な行をスキップ (%3); ストリームは継続（これまでに不正 %4 行）。</translation>
    </message>
</context>
<context>
    <name>twb::ModelConfig</name>
    <message>
        <source>is missing; give a positive whole number</source>
        <translation>ありません; 正の整数を指定してください</translation>
    </message>
    <message>
        <source>must be a positive whole number, not %1</source>
        <translation>%1 ではなく正の整数である必要があります</translation>
    </message>
    <message>
        <source>must be a positive number, not %1</source>
        <translation>%1 ではなく正の数である必要があります</translation>
    </message>
    <message>
        <source>must be true or false, not %1</source>
        <translation>%1 ではなく true または false である必要があります</translation>
    </message>
    <message>
        <source>must be a string, not %1</source>
        <translation>%1 ではなく文字列である必要があります</translation>
    </message>
    <message>
        <source>must be &quot;float32&quot; or &quot;bfloat16&quot;, not &quot;%1&quot;</source>
        <translation>&quot;%1&quot; ではなく &quot;float32&quot; または &quot;bfloat16&quot; である必要があります</translation>
    </message>
    <message>
        <source>%1: field %2 %3.</source>
        <translation>%1: フィールド %2 %3。</translation>
    </message>
    <message>
        <source>%1 must hold a JSON object (an experiment.json or a &quot;model&quot; object), not %2.</source>
        <translation>%1 は %2 ではなく JSON オブジェクト（experiment.json または &quot;model&quot; オブジェクト）を含む必要があります。</translation>
    </message>
    <message>
        <source>%1: field %2d_model (%3) is not divisible by %2n_heads (%4); change one of them or give %2head_dim.</source>
        <translation>%1: フィールド %2d_model (%3) が %2n_heads (%4) で割り切れません; どちらかを変えるか %2head_dim を指定してください。</translation>
    </message>
    <message>
        <source>(%1) must divide n_heads (%2)</source>
        <translation>(%1) は n_heads (%2) を割り切る必要があります</translation>
    </message>
    <message>
        <source>must be &quot;swiglu&quot; or &quot;mlp&quot;, not &quot;%1&quot;</source>
        <translation>&quot;%1&quot; ではなく &quot;swiglu&quot; または &quot;mlp&quot; である必要があります</translation>
    </message>
    <message>
        <source>is missing: a model of kind &quot;moe&quot; needs {&quot;n_experts&quot;, &quot;top_k&quot;}</source>
        <translation>ありません: 種類 &quot;moe&quot; のモデルには {&quot;n_experts&quot;, &quot;top_k&quot;} が必要です</translation>
    </message>
    <message>
        <source>(%1) must not exceed n_experts (%2)</source>
        <translation>(%1) は n_experts (%2) を超えてはいけません</translation>
    </message>
</context>
<context>
    <name>twb::MonitorPanel</name>
    <message>
        <source>Checking %1…</source>
        <translation>%1 を確認中…</translation>
    </message>
    <message>
        <source>Checks</source>
        <extracomment>tab of the Monitor&apos;s run details: the run&apos;s self-verification checklist</extracomment>
        <translation>チェック</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>アラート</translation>
    </message>
    <message>
        <source>Alerts (%1)</source>
        <translation>アラート（%1）</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 が失敗しました: %2</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>詳細…</translation>
    </message>
    <message>
        <source>Error details</source>
        <translation>エラーの詳細</translation>
    </message>
    <message>
        <source>Host %1 of %2 cannot be followed: %3</source>
        <translation>%2 のホスト %1 を追跡できません: %3</translation>
    </message>
</context>
<context>
    <name>twb::MonitorPanes</name>
    <message>
        <source>Loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>学習率</translation>
    </message>
    <message>
        <source>Step time (ms)</source>
        <translation>ステップ時間 (ms)</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>トークン/秒</translation>
    </message>
    <message>
        <source>MFU %</source>
        <translation>MFU %</translation>
    </message>
    <message>
        <source>TFLOP/s per device</source>
        <translation>デバイスあたり TFLOP/s</translation>
    </message>
    <message>
        <source>HBM (GiB)</source>
        <translation>HBM (GiB)</translation>
    </message>
    <message>
        <source>% of HBM</source>
        <translation>HBM の %</translation>
    </message>
    <message>
        <source>Compilations</source>
        <translation>コンパイル回数</translation>
    </message>
</context>
<context>
    <name>twb::MonitorPlotsView</name>
    <message>
        <source>Curves</source>
        <translation>曲線</translation>
    </message>
    <message>
        <source>&amp;Smoothing</source>
        <translation>平滑化(&amp;S)</translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation>平滑化</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>経過時間</translation>
    </message>
    <message>
        <source>Relative time</source>
        <translation>相対時間</translation>
    </message>
    <message>
        <source>Log y</source>
        <translation>対数 y</translation>
    </message>
    <message>
        <source>Per host</source>
        <translation>ホスト別</translation>
    </message>
    <message>
        <source>Mean, min–max band</source>
        <translation>平均、最小–最大帯</translation>
    </message>
    <message>
        <source>Mean ± std</source>
        <translation>平均 ± 標準偏差</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <source>Export the plots</source>
        <translation>プロットをエクスポート</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF (*.pdf);;CSV of the points in view (*.csv)</source>
        <translation>PNG 画像 (*.png);;SVG 画像 (*.svg);;PDF (*.pdf);;表示中の点の CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1 · host %2</source>
        <translation>%1 · ホスト %2</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>ホスト %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, mean of %n host(s)</source>
        <translation>
            <numerusform>%1、%n ホストの平均</numerusform>
        </translation>
    </message>
    <message>
        <source>recompiled at step %1%2</source>
        <translation>ステップ %1 で再コンパイル%2</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポート失敗</translation>
    </message>
    <message>
        <source>Exporting %1…</source>
        <translation>%1 をエクスポートしています…</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>%1 をエクスポートしました。</translation>
    </message>
</context>
<context>
    <name>twb::MonitorRunList</name>
    <message>
        <source>Launch…</source>
        <translation>起動…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>インポート…</translation>
    </message>
    <message>
        <source>Attach…</source>
        <translation>アタッチ…</translation>
    </message>
    <message>
        <source>Attach to a running job the workbench did not launch (`tpuwb run attach`)</source>
        <translation>ワークベンチが起動していない実行中のジョブにアタッチします(`tpuwb run attach`)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>Start again from the newest checkpoint</source>
        <translation>最新のチェックポイントから再開始</translation>
    </message>
    <message>
        <source>Relaunch</source>
        <translation>再起動</translation>
    </message>
    <message>
        <source>Start again from step 0</source>
        <translation>ステップ 0 から再開始</translation>
    </message>
    <message>
        <source>Detach</source>
        <translation>デタッチ</translation>
    </message>
    <message>
        <source>Stop following this attached job; the job itself goes on untouched</source>
        <translation>このアタッチしたジョブの追跡をやめます。ジョブ自体はそのまま動き続けます</translation>
    </message>
    <message>
        <source>Launch a run</source>
        <translation>ランを起動</translation>
    </message>
    <message>
        <source>Import a run</source>
        <translation>ランをインポート</translation>
    </message>
    <message>
        <source>Filter the runs</source>
        <translation>ランをフィルター</translation>
    </message>
    <message>
        <source>%1: done.</source>
        <translation>%1: 完了。</translation>
    </message>
    <message>
        <source>Launching on %1</source>
        <translation>%1 で起動中</translation>
    </message>
    <message>
        <source>Stopping %1</source>
        <translation>%1 を停止中</translation>
    </message>
    <message>
        <source>Relaunching %1</source>
        <translation>%1 を再起動中</translation>
    </message>
    <message>
        <source>Resuming %1</source>
        <translation>%1 を再開中</translation>
    </message>
    <message>
        <source>Detaching from %1</source>
        <translation>%1 からデタッチ中</translation>
    </message>
    <message>
        <source>Import metrics</source>
        <translation>メトリックをインポート</translation>
    </message>
    <message>
        <source>Metrics (*.jsonl *.json *.csv *.log *.txt events.out.tfevents.*);;All files (*)</source>
        <translation>メトリック (*.jsonl *.json *.csv *.log *.txt events.out.tfevents.*);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Name of the imported run:</source>
        <translation>インポートするランの名前:</translation>
    </message>
    <message>
        <source>Importing %1</source>
        <translation>%1 をインポート中</translation>
    </message>
    <message>
        <source>Attaching to %1 on %2</source>
        <translation>%2 の %1 にアタッチ中</translation>
    </message>
    <message>
        <source>Tags &amp;&amp; notes</source>
        <extracomment>tab of the Monitor&apos;s run details: the run&apos;s tags and notes</extracomment>
        <translation>タグとメモ</translation>
    </message>
</context>
<context>
    <name>twb::MoveAxisCommand</name>
    <message>
        <source>Move axis %1</source>
        <translation>軸 %1 を移動</translation>
    </message>
</context>
<context>
    <name>twb::MultisliceFit</name>
    <message numerus="yes">
        <source>%1: tpu.mesh.axes has no DCN axis, so the mesh cannot span the %n slice(s) of this run. Add a DCN axis of size %n (for example dcn_data, kind &quot;dcn&quot;) in the Mesh panel or with `tpuwb mesh`.</source>
        <translation>
            <numerusform>%1: tpu.mesh.axes に DCN 軸がないため、メッシュはこの実行の %n 個のスライスにまたがれません。メッシュパネルまたは `tpuwb mesh` でサイズ %n の DCN 軸（例: dcn_data、kind &quot;dcn&quot;）を追加してください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the DCN axes of tpu.mesh.axes (%2) multiply to %3, but the run has %n slice(s) (%4). Make the DCN axes multiply to %n, or launch over %3 machines.</source>
        <translation>
            <numerusform>%1: tpu.mesh.axes の DCN 軸（%2）の積は %3 ですが、この実行のスライスは %n 個（%4）です。DCN 軸の積を %n にするか、%3 台のマシンで起動してください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: tpu.mesh.slices is %2, but the run has %n slice(s); set it to %n.</source>
        <translation>
            <numerusform>%1: tpu.mesh.slices は %2 ですが、この実行のスライスは %n 個です。%n に設定してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>A multislice run needs two or more machines, one per slice; %1 given. Name each with --machine (tpuwb run launch DIR --machine A --machine B).</source>
        <translation>マルチスライス実行にはスライスごとに 1 台、2 台以上のマシンが必要です。指定されたのは %1 です。それぞれを --machine で指定してください（tpuwb run launch DIR --machine A --machine B）。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 is named twice: each slice of a multislice run is its own machine. Name each machine once.</source>
        <translation>%1 が 2 回指定されています。マルチスライス実行の各スライスはそれぞれ別のマシンです。各マシンは 1 回だけ指定してください。</translation>
    </message>
    <message>
        <source>%1 has no known accelerator type, so it cannot be checked against the other slices; set it in the Machines panel or probe the machine.</source>
        <translation>%1 のアクセラレータの種類が不明なため、他のスライスと照合できません。マシンパネルで設定するか、マシンをプローブしてください。</translation>
    </message>
    <message>
        <source>%1 is a %2 but %3 is a %4: the slices of a multislice run are all of one accelerator type. Pick machines of one type.</source>
        <translation>%1 は %2 ですが、%3 は %4 です。マルチスライス実行のスライスはすべて同じアクセラレータの種類です。同じ種類のマシンを選んでください。</translation>
    </message>
    <message>
        <source>%1 is this computer, not a TPU VM: a multislice run spans remote machines.</source>
        <translation>%1 はこのコンピュータで、TPU VM ではありません。マルチスライス実行はリモートのマシンにまたがります。</translation>
    </message>
    <message>
        <source>%1 runs %2 but %3 runs %4: a multislice run starts one interpreter on every host. Set the same python on both machines.</source>
        <translation>%1 は %2 を実行しますが、%3 は %4 を実行します。マルチスライス実行はすべてのホストで同じインタプリタを起動します。両方のマシンに同じ python を設定してください。</translation>
    </message>
    <message>
        <source>%1 keeps its runs under %2 but %3 under %4: a multislice run has one folder path on every host. Set the same remote root on both machines.</source>
        <translation>%1 は実行を %2 に置きますが、%3 は %4 に置きます。マルチスライス実行はすべてのホストで同じフォルダパスを使います。両方のマシンに同じリモートルートを設定してください。</translation>
    </message>
    <message>
        <source>XLA on CPU (--device xla-cpu) runs torch_xla&apos;s CPU runtime on one host only; a multislice run over %1 cannot use it. Launch it on one single-host machine, or use --device cpu or tpu for the multislice run.</source>
        <translation>CPU 上の XLA（--device xla-cpu）は torch_xla の CPU ランタイムを 1 ホストでのみ実行します。%1 にまたがるマルチスライス実行では使えません。1 ホストのマシン 1 台で起動するか、マルチスライス実行には --device cpu または tpu を使ってください。</translation>
    </message>
    <message>
        <source>%1; the slices of a multislice run are TPU machines of one accelerator type: choose those.</source>
        <translation>%1; マルチスライス実行のスライスは同じアクセラレータの種類の TPU マシンです。そうしたマシンを選んでください。</translation>
    </message>
</context>
<context>
    <name>twb::NewExperimentWizard</name>
    <message>
        <source>New Experiment</source>
        <translation>新規実験</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>実験</translation>
    </message>
    <message>
        <source>What do you want to learn? The name becomes the folder and part of every run id.</source>
        <translation>何を知りたいですか? 名前はフォルダー名と各ラン ID の一部になります。</translation>
    </message>
    <message>
        <source>e.g. moe-top1-vs-top2</source>
        <translation>例: moe-top1-vs-top2</translation>
    </message>
    <message>
        <source>e.g. Top-1 routing matches top-2 perplexity at 70% of the step time.</source>
        <translation>例: top-1 ルーティングはステップ時間 70% で top-2 のパープレキシティに届く。</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <source>Hypothesis:</source>
        <translation>仮説:</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>フォルダー:</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Decoder (dense)</source>
        <translation>デコーダ（密）</translation>
    </message>
    <message>
        <source>Mixture of experts</source>
        <translation>Mixture of Experts (MoE)</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>エキスパート</translation>
    </message>
    <message>
        <source>Experts:</source>
        <translation>エキスパート数:</translation>
    </message>
    <message>
        <source>Top-k:</source>
        <translation>Top-k:</translation>
    </message>
    <message>
        <source>Capacity factor:</source>
        <translation>容量係数:</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>種類:</translation>
    </message>
    <message>
        <source>d_model:</source>
        <translation>d_model:</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>レイヤー数:</translation>
    </message>
    <message>
        <source>Heads:</source>
        <translation>ヘッド数:</translation>
    </message>
    <message>
        <source>d_ff:</source>
        <translation>d_ff:</translation>
    </message>
    <message>
        <source>Vocabulary:</source>
        <translation>語彙数:</translation>
    </message>
    <message>
        <source>Machine and parallelism</source>
        <translation>マシンと並列化</translation>
    </message>
    <message>
        <source>The slice it runs on, how the work is split over its devices, and the attention kernel.</source>
        <translation>実行するスライス、デバイスへの作業の分割方法、アテンションカーネル。</translation>
    </message>
    <message>
        <source>fsdpv2: SPMD, parameters sharded over fsdp</source>
        <translation>fsdpv2: SPMD、パラメータを fsdp でシャード</translation>
    </message>
    <message>
        <source>spmd: SPMD with data / tensor / expert axes</source>
        <translation>spmd: data / tensor / expert 軸の SPMD</translation>
    </message>
    <message>
        <source>ddp: one process per device</source>
        <translation>ddp: デバイスごとに 1 プロセス</translation>
    </message>
    <message>
        <source>single: one device</source>
        <translation>single: 1 デバイス</translation>
    </message>
    <message>
        <source>Axes as name=size, comma separated; add :dcn for axes across slices.</source>
        <translation>軸は name=size をカンマ区切りで; スライス間の軸には :dcn を付けます。</translation>
    </message>
    <message>
        <source>Compile one layer and reuse it (scan_layers; dense model with sdpa)</source>
        <translation>1 層をコンパイルして再利用（scan_layers; sdpa を使う密モデル）</translation>
    </message>
    <message>
        <source>Recompute each layer&apos;s activations in backward (train.remat; less memory, about a third more compute)</source>
        <translation>各層のアクティベーションを backward で再計算（train.remat; メモリ減、計算は約 3 分の 1 増）</translation>
    </message>
    <message>
        <source>Accelerator:</source>
        <translation>アクセラレータ:</translation>
    </message>
    <message>
        <source>Strategy:</source>
        <translation>戦略:</translation>
    </message>
    <message>
        <source>Mesh:</source>
        <translation>Mesh:</translation>
    </message>
    <message>
        <source>Attention kernel:</source>
        <translation>アテンションカーネル:</translation>
    </message>
    <message>
        <source>Training and tracking</source>
        <translation>学習とトラッキング</translation>
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
        <translation>Weights &amp;&amp; Biases に記録</translation>
    </message>
    <message>
        <source>Optimizer:</source>
        <translation>オプティマイザ:</translation>
    </message>
    <message>
        <source>Learning rate:</source>
        <translation>学習率:</translation>
    </message>
    <message>
        <source>Global batch:</source>
        <translation>グローバルバッチ:</translation>
    </message>
    <message>
        <source>Sequence length:</source>
        <translation>シーケンス長:</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>ステップ数:</translation>
    </message>
    <message>
        <source>Warm-up steps:</source>
        <translation>ウォームアップステップ数:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>シード:</translation>
    </message>
    <message>
        <source>wandb project:</source>
        <translation>wandb プロジェクト:</translation>
    </message>
    <message>
        <source>%1 (machine %2)</source>
        <translation>%1（マシン %2）</translation>
    </message>
    <message>
        <source>automatic: %1</source>
        <translation>自動: %1</translation>
    </message>
    <message>
        <source>The preview is not ready.</source>
        <translation>プレビューの準備ができていません。</translation>
    </message>
    <message>
        <source>Writing %1 ...</source>
        <translation>%1 を書き込み中 ...</translation>
    </message>
    <message>
        <source>Nothing was written: %1</source>
        <translation>何も書き込まれませんでした: %1</translation>
    </message>
    <message>
        <source>A pre-norm decoder (RMSNorm, rotary positions, SwiGLU), optionally with mixture-of-experts feed-forward layers, or a T5-like encoder-decoder (as many encoder as decoder layers; each window&apos;s first half is the source).</source>
        <translation>pre-norm デコーダ（RMSNorm、回転位置埋め込み、SwiGLU）、必要に応じて混合エキスパートのフィードフォワード層付き、または T5 風のエンコーダ・デコーダ（エンコーダ層とデコーダ層は同数。各ウィンドウの前半がソース）。</translation>
    </message>
    <message>
        <source>Encoder-decoder</source>
        <translation>エンコーダ・デコーダ</translation>
    </message>
    <message>
        <source>Evaluate through torch.compile(backend=&quot;openxla&quot;) (tpu.compile_eval)</source>
        <translation>torch.compile(backend=&quot;openxla&quot;) で評価する（tpu.compile_eval）</translation>
    </message>
    <message>
        <source>Debug in torch_xla&apos;s eager mode (tpu.eager_debug; slow, for finding errors)</source>
        <translation>torch_xla の eager モードでデバッグする（tpu.eager_debug。低速、エラー調査用）</translation>
    </message>
    <message>
        <source>Metrics always stream to metrics/host-N.jsonl (N: the host&apos;s index); wandb is optional (global master only).</source>
        <translation>メトリクスは常に metrics/host-N.jsonl（N: ホスト番号）に書き出されます。wandb は任意です（グローバルマスターのみ）。</translation>
    </message>
</context>
<context>
    <name>twb::NewStudyDialog</name>
    <message>
        <source>Base settings: &quot;%1&quot; is not key=value (e.g. train.max_steps=500).</source>
        <translation>基本設定: 「%1」は key=value ではありません (例: train.max_steps=500)。</translation>
    </message>
    <message>
        <source>New Study</source>
        <translation>新しい研究</translation>
    </message>
    <message>
        <source>lr-warmup-study</source>
        <translation>lr-warmup-study</translation>
    </message>
    <message>
        <source>The research idea, in a sentence or two</source>
        <translation>研究のアイデアを一、二文で</translation>
    </message>
    <message>
        <source>What the study tests, e.g. a shorter warm-up reaches a lower eval loss</source>
        <translation>研究で検証すること。例: warm-up を短くすると eval loss が下がる</translation>
    </message>
    <message>
        <source>Field</source>
        <extracomment>Column of the variables table: the experiment field a study varies.</extracomment>
        <translation>フィールド</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Add Variable</source>
        <translation>変数を追加</translation>
    </message>
    <message>
        <source>Remove Variable</source>
        <translation>変数を削除</translation>
    </message>
    <message>
        <source>train.max_steps=5000 model.d_model=1024 (optional)</source>
        <translation>train.max_steps=5000 model.d_model=1024 (任意)</translation>
    </message>
    <message>
        <source>This computer (CPU smoke run, scaled)</source>
        <translation>このコンピューター (CPU スモーク実行、スケール済み)</translation>
    </message>
    <message>
        <source>Measure the step time with a short run</source>
        <translation>短い実行でステップ時間を測定する</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> ステップ</translation>
    </message>
    <message>
        <source>Create Study</source>
        <translation>研究を作成</translation>
    </message>
    <message>
        <source>Stop Measuring</source>
        <translation>測定を停止</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <source>Idea:</source>
        <translation>アイデア:</translation>
    </message>
    <message>
        <source>Hypothesis:</source>
        <translation>仮説:</translation>
    </message>
    <message>
        <source>Vary:</source>
        <translation>変化させる:</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>指標:</translation>
    </message>
    <message>
        <source>Seeds per cell:</source>
        <translation>セルごとのシード数:</translation>
    </message>
    <message>
        <source>Slice:</source>
        <translation>スライス:</translation>
    </message>
    <message>
        <source>Base settings:</source>
        <translation>基本設定:</translation>
    </message>
    <message>
        <source>Measure on:</source>
        <translation>測定するマシン:</translation>
    </message>
    <message>
        <source>Stopping the measuring run...</source>
        <translation>測定実行を停止しています...</translation>
    </message>
    <message>
        <source>Name the study to see its plan.</source>
        <translation>研究に名前を付けると計画が表示されます。</translation>
    </message>
    <message>
        <source>measured when the study is created</source>
        <translation>研究の作成時に測定します</translation>
    </message>
    <message>
        <source>Creates %1, its ablation and plan.md.</source>
        <translation>%1、そのアブレーション、plan.md を作成します。</translation>
    </message>
    <message>
        <source>%1 (local: CPU run, scaled)</source>
        <translation>%1 (ローカル: CPU 実行、スケール済み)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>the study was created without a measuring run</source>
        <translation>研究は測定実行なしで作成されました</translation>
    </message>
    <message>
        <source>Writing the experiment and the ablation...</source>
        <translation>実験とアブレーションを書き込んでいます...</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 を書き込みました。</translation>
    </message>
    <message>
        <source>Write the idea and its hypothesis to create the study.</source>
        <translation>研究を作成するには、アイデアとその仮説を書いてください。</translation>
    </message>
</context>
<context>
    <name>twb::OptimizeModuleAction</name>
    <message>
        <source>Optimize with MaxKernel…</source>
        <translation>MaxKernel で最適化…</translation>
    </message>
    <message>
        <source>Write a MaxKernel job for this module of the model (its source, the experiment&apos;s per-device shapes, tolerances, torchax) and open it in the Kernels panel</source>
        <translation>モデルのこのモジュール用の MaxKernel ジョブを書き出し（ソース、実験のデバイスあたりの形状、許容誤差、torchax）、カーネルパネルで開きます</translation>
    </message>
</context>
<context>
    <name>twb::OrchestratorRunner</name>
    <message>
        <source>Baseline approved; Continue to optimize.</source>
        <translation>ベースラインを承認しました; 続行で最適化します。</translation>
    </message>
</context>
<context>
    <name>twb::PartitionPlan</name>
    <message>
        <source>%1 has %2 dimensions %3, but its spec %4 has %5 entries; give one entry per dimension.</source>
        <translation>%1 は %2 次元 %3 ですが、仕様 %4 のエントリは %5 個です; 次元ごとに 1 エントリを指定してください。</translation>
    </message>
    <message>
        <source>%1, dimension %2: the mesh has no axis &quot;%3&quot; (it has %4); pick one of those or replicate (None).</source>
        <translation>%1、次元 %2: mesh に軸 &quot;%3&quot; はありません（あるのは %4）; そのどれかを選ぶか複製 (None) にしてください。</translation>
    </message>
    <message>
        <source>%1 uses the axis &quot;%2&quot; twice; an axis can split only one dimension of a tensor.</source>
        <translation>%1 は軸 &quot;%2&quot; を 2 回使っています; 1 つの軸はテンソルの 1 次元しか分割できません。</translation>
    </message>
    <message>
        <source>%1, dimension %2 (%3 = %4) does not divide by %5 = %6; choose axes whose sizes multiply to a divisor of %4, or replicate it.</source>
        <translation>%1、次元 %2（%3 = %4）は %5 = %6 で割り切れません; 積が %4 の約数になる軸を選ぶか、複製してください。</translation>
    </message>
    <message>
        <source>The specs name a tensor &quot;%1&quot; that the model does not have; remove it or check the spelling.</source>
        <translation>仕様にモデルにないテンソル &quot;%1&quot; があります; 削除するか綴りを確認してください。</translation>
    </message>
    <message>
        <source>%1 must be an object {&quot;input&quot;: [...], &quot;tensors&quot;: {NAME: [...]}}.</source>
        <translation>%1 はオブジェクト {&quot;input&quot;: [...], &quot;tensors&quot;: {NAME: [...]}} である必要があります。</translation>
    </message>
    <message>
        <source>%1 must map tensor names to specs, for example {&quot;layers.wq&quot;: [&quot;tensor&quot;, &quot;fsdp&quot;]}.</source>
        <translation>%1 はテンソル名を仕様に対応付ける必要があります（例: {&quot;layers.wq&quot;: [&quot;tensor&quot;, &quot;fsdp&quot;]}）。</translation>
    </message>
    <message>
        <source>%1: unknown key; partition specs have &quot;input&quot; and &quot;tensors&quot;.</source>
        <translation>%1: 不明なキー; パーティション仕様には &quot;input&quot; と &quot;tensors&quot; があります。</translation>
    </message>
</context>
<context>
    <name>twb::PartitionSpec</name>
    <message>
        <source>%1 must be a list with one entry per tensor dimension: an axis name, a list of axis names, or null (replicated), for example [&quot;fsdp&quot;, null].</source>
        <translation>%1 はテンソルの次元ごとに 1 エントリのリストである必要があります: 軸名、軸名のリスト、または null（複製）。例: [&quot;fsdp&quot;, null]。</translation>
    </message>
</context>
<context>
    <name>twb::PipelineDiagram</name>
    <message>
        <source>setup</source>
        <translation>セットアップ</translation>
    </message>
    <message>
        <source>iter %1</source>
        <translation>反復 %1</translation>
    </message>
</context>
<context>
    <name>twb::PlotImageWriter</name>
    <message>
        <source>%1: unknown image type; use .png, .svg or .pdf.</source>
        <translation>%1: 不明な画像形式; .png、.svg、.pdf を使ってください。</translation>
    </message>
    <message>
        <source>Could not render the plot as %1 for %2.</source>
        <translation>%2 のプロットを %1 として描画できませんでした。</translation>
    </message>
    <message>
        <source>exported %1</source>
        <translation>%1 をエクスポートしました</translation>
    </message>
    <message>
        <source>%1 · exported %2</source>
        <translation>%1 · %2 にエクスポート</translation>
    </message>
</context>
<context>
    <name>twb::PlotStack</name>
    <message>
        <source>There is nothing to export: no plot is shown.</source>
        <translation>エクスポートするものがありません: プロットが表示されていません。</translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>%2 に対する %1</translation>
    </message>
    <message>
        <source>%1 plot</source>
        <translation>%1 のプロット</translation>
    </message>
</context>
<context>
    <name>twb::PortScriptDialog</name>
    <message>
        <source>Port a PyTorch script to PyTorch/XLA</source>
        <translation>PyTorch スクリプトを PyTorch/XLA に移植</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変更</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>変更前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>変更後</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>Writes the ported script over the file (the original is kept as FILE.bak)</extracomment>
        <translation>書き込む</translation>
    </message>
    <message>
        <source>Porting %1 …</source>
        <translation>%1 を移植しています…</translation>
    </message>
    <message>
        <source>%1 was not ported.</source>
        <translation>%1 は移植されませんでした。</translation>
    </message>
    <message>
        <source>not rewritten</source>
        <extracomment>A change list row for code the port left as it was (the text says why, in English)</extracomment>
        <translation>書き換えなし</translation>
    </message>
    <message>
        <source>It lints clean (torch_xla API linter and pyflakes).</source>
        <translation>リントで問題は見つかりません（torch_xla API リンターと pyflakes）。</translation>
    </message>
    <message>
        <source>It lints clean (torch_xla API linter; pyflakes is not installed).</source>
        <translation>リントで問題は見つかりません（torch_xla API リンター。pyflakes は未インストール）。</translation>
    </message>
    <message numerus="yes">
        <source>It does not lint clean: %n finding(s), shown below.</source>
        <translation>
            <numerusform>リントで問題が見つかりました：%n 件（下に表示）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n change(s). Nothing is written until you press Write; the original is then kept as %2.</source>
        <translation>
            <numerusform>%1：%n 件の変更。「書き込む」を押すまで何も書き込まれません。元のファイルはその際 %2 として残ります。</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1: [%2] %3</source>
        <translation>%1 行目：[%2] %3</translation>
    </message>
    <message numerus="yes">
        <source>%n place(s) could not be ported safely; they are listed as &quot;not rewritten&quot;.</source>
        <translation>
            <numerusform>%n 箇所は安全に移植できませんでした。一覧に「書き換えなし」として表示されています。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::PreemptionPolicy</name>
    <message>
        <source>It is resumed from its last checkpoint when %1 is READY again (automatic restart %2 of %3) while the workbench follows it (the Monitor, `tpuwb run watch %4`); or resume it then with `tpuwb run resume %4`.</source>
        <translation>%1 が再び READY になると、ワークベンチがこのランを追跡している間（Monitor、`tpuwb run watch %4`）、最後のチェックポイントから自動的に再開されます（自動再起動 %2 / %3 回目）。その時点で `tpuwb run resume %4` で再開することもできます。</translation>
    </message>
    <message>
        <source>When %1 is READY again (`tpuwb registry refresh %1` asks gcloud), resume the run from its last checkpoint with `tpuwb run resume %2`.</source>
        <translation>%1 が再び READY になったら（`tpuwb registry refresh %1` で gcloud に問い合わせます）、`tpuwb run resume %2` でランを最後のチェックポイントから再開してください。</translation>
    </message>
    <message>
        <source>Run %1: TPU VM %2 was taken away under the run (gcloud said %3 at %4).</source>
        <translation>実行 %1: TPU VM %2 が実行中に失われました（gcloud が %4 に %3 と報告）。</translation>
    </message>
    <message>
        <source>TPU VM %1</source>
        <translation>TPU VM %1</translation>
    </message>
    <message>
        <source>every slice&apos;s TPU VM (%1)</source>
        <translation>各スライスの TPU VM（%1）</translation>
    </message>
    <message>
        <source>Run %1 was preempted; %2 is READY again. No automatic restart is left (max_restarts %3): resume it from its last checkpoint with `tpuwb run resume %1`.</source>
        <translation>実行 %1 はプリエンプトされました。%2 は再び READY です。自動再起動は残っていません（max_restarts %3）: `tpuwb run resume %1` で最後のチェックポイントから再開してください。</translation>
    </message>
</context>
<context>
    <name>twb::PrepareDataDialog</name>
    <message>
        <source>Prepare data</source>
        <translation>データを準備</translation>
    </message>
    <message>
        <source>Trains a SentencePiece tokenizer on a text corpus (or uses one you give) and writes token shards an experiment trains on with data.source &quot;tokens&quot;. The corpus is UTF-8 .txt files (blank lines separate documents) or .jsonl files (one document per line), or folders of them, on this computer.</source>
        <translation>テキストコーパスで SentencePiece トークナイザーを学習し（または指定したものを使い）、data.source「tokens」の実験が学習に使うトークンシャードを書き出します。コーパスは、このコンピューター上の UTF-8 の .txt ファイル（空行で文書を区切る）、.jsonl ファイル（1 行に 1 文書）、またはそれらのフォルダーです。</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>ファイルを追加…</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>フォルダーを追加…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>The experiment&apos;s model.vocab_size must be at least this</source>
        <translation>実験の model.vocab_size はこの値以上である必要があります</translation>
    </message>
    <message>
        <source>unigram</source>
        <translation>unigram</translation>
    </message>
    <message>
        <source>BPE</source>
        <translation>BPE</translation>
    </message>
    <message>
        <source>The share of documents held out for evaluation</source>
        <translation>評価用に取り分ける文書の割合</translation>
    </message>
    <message>
        <source>Rebuild even when the folder is up to date</source>
        <translation>フォルダーが最新でも再構築する</translation>
    </message>
    <message>
        <source>Without it, a folder prepared from the same inputs and settings is left as it is</source>
        <translation>オフのときは、同じ入力と設定で準備済みのフォルダーはそのままにします</translation>
    </message>
    <message>
        <source>Corpus:</source>
        <translation>コーパス:</translation>
    </message>
    <message>
        <source>Into folder:</source>
        <translation>出力先フォルダー:</translation>
    </message>
    <message>
        <source>Vocabulary:</source>
        <translation>語彙数:</translation>
    </message>
    <message>
        <source>Tokenizer model:</source>
        <translation>トークナイザーのモデル:</translation>
    </message>
    <message>
        <source>Held out for evaluation:</source>
        <translation>評価用に取り分け:</translation>
    </message>
    <message>
        <source>What was prepared, and the experiment fields that train on it, appear here.</source>
        <translation>準備した内容と、それで学習するための実験フィールドがここに表示されます。</translation>
    </message>
    <message>
        <source>Prepare</source>
        <translation>準備</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>停止しました。</translation>
    </message>
    <message>
        <source>Preparing %1… (training the tokenizer and encoding take a while on a large corpus)</source>
        <translation>%1 を準備中…（大きなコーパスでは、トークナイザーの学習とエンコードにしばらくかかります）</translation>
    </message>
    <message>
        <source>Not prepared: %1</source>
        <translation>準備できませんでした: %1</translation>
    </message>
    <message>
        <source>Already prepared with these inputs and settings.</source>
        <translation>これらの入力と設定で準備済みです。</translation>
    </message>
    <message>
        <source>Prepared.</source>
        <translation>準備しました。</translation>
    </message>
    <message>
        <source>Corpus files</source>
        <translation>コーパスファイル</translation>
    </message>
    <message>
        <source>Text or JSON Lines (*.txt *.jsonl);;All files (*)</source>
        <translation>テキストまたは JSON Lines (*.txt *.jsonl);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Corpus folder</source>
        <translation>コーパスフォルダー</translation>
    </message>
    <message>
        <source>Folder for the shards</source>
        <translation>シャードのフォルダー</translation>
    </message>
</context>
<context>
    <name>twb::ProbeFinding</name>
    <message>
        <source>%1 was not probed yet</source>
        <translation>%1 はまだ調査されていません</translation>
    </message>
    <message numerus="yes">
        <source>no TPU found (CPU, %n core(s))</source>
        <translation>
            <numerusform>TPU が見つかりません（CPU、%n コア）</numerusform>
        </translation>
    </message>
    <message>
        <source>no TPU found (CPU)</source>
        <translation>TPU が見つかりません（CPU）</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>%1 was probed: %2</source>
        <translation>%1 の調査結果: %2</translation>
    </message>
    <message>
        <source>%1 was probed at %2: %3</source>
        <translation>%1 の調査結果（%2）: %3</translation>
    </message>
</context>
<context>
    <name>twb::ProfileCapture</name>
    <message>
        <source>%1 is not a profile capture (no &quot;hosts&quot; list).</source>
        <translation>%1 はプロファイルの取得データではありません（&quot;hosts&quot; リストなし）。</translation>
    </message>
    <message>
        <source>%1: a host entry has no &quot;host&quot; index.</source>
        <translation>%1: ホストのエントリに &quot;host&quot; インデックスがありません。</translation>
    </message>
    <message>
        <source>%1: host %2</source>
        <translation>%1: ホスト %2</translation>
    </message>
</context>
<context>
    <name>twb::ProfileRequester</name>
    <message>
        <source>train.py does not run there (it ended, or never started): only a running run can be profiled.</source>
        <translation>train.py はそこで動いていません（終了したか起動していない）: プロファイルできるのは実行中のランだけです。</translation>
    </message>
    <message>
        <source>train.py ended before it had traced the steps; its log says why.</source>
        <translation>train.py はステップをトレースする前に終了しました; 理由はログにあります。</translation>
    </message>
    <message>
        <source>train.py did not trace the steps in time. A project scaffolded before profiles existed does not look for profiles/request.json: scaffold it again; else its steps are slower than the timeout allows (raise --timeout).</source>
        <translation>train.py は時間内にステップをトレースしませんでした。プロファイル機能以前に生成したプロジェクトは profiles/request.json を見ません: 再生成してください; そうでなければステップがタイムアウトより遅いです（--timeout を増やしてください）。</translation>
    </message>
    <message>
        <source>the host gave no answer about the profile</source>
        <translation>ホストはプロファイルについて応答しませんでした</translation>
    </message>
    <message>
        <source>the profile script did not finish; check that the host answers.</source>
        <translation>プロファイルスクリプトが完了しませんでした; ホストが応答するか確認してください。</translation>
    </message>
    <message>
        <source>host %1&apos;s profile done marker</source>
        <translation>ホスト %1 のプロファイル完了マーカー</translation>
    </message>
    <message>
        <source>its done marker is not a JSON object</source>
        <translation>完了マーカーが JSON オブジェクトではありません</translation>
    </message>
    <message>
        <source>train.py could not trace: %1</source>
        <translation>train.py がトレースできませんでした: %1</translation>
    </message>
    <message>
        <source>train.py traced the steps but named no trace file</source>
        <translation>train.py はステップをトレースしましたが、トレースファイルを示しませんでした</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>host %1 named the trace file &quot;%2&quot;, outside its profile folder.</source>
        <translation>ホスト %1 はプロファイルフォルダーの外のトレースファイル &quot;%2&quot; を示しました。</translation>
    </message>
    <message>
        <source>Could not create the folder of %1.</source>
        <translation>%1 のフォルダーを作成できませんでした。</translation>
    </message>
    <message>
        <source>the trace could not be copied: %1</source>
        <translation>トレースをコピーできませんでした: %1</translation>
    </message>
    <message>
        <source>Could not create %1; check the workspace&apos;s permissions.</source>
        <translation>%1 を作成できませんでした; ワークスペースの権限を確認してください。</translation>
    </message>
    <message>
        <source>No profile has been taken of this run yet (%1 has none); take one with `tpuwb run profile`.</source>
        <translation>このランのプロファイルはまだありません（%1 にはなし）; `tpuwb run profile` で取得してください。</translation>
    </message>
</context>
<context>
    <name>twb::ProfileSummary</name>
    <message>
        <source>compute</source>
        <translation>計算</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>data loading</source>
        <translation>データ読み込み</translation>
    </message>
    <message>
        <source>host overhead</source>
        <translation>ホストのオーバーヘッド</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>アイドル</translation>
    </message>
    <message>
        <source>%1 is not a Chrome trace (no list of events, nor &quot;traceEvents&quot;).</source>
        <translation>%1 は Chrome トレースではありません（イベントのリストも &quot;traceEvents&quot; もなし）。</translation>
    </message>
    <message>
        <source>%1 has no ProfilerStep#&lt;step&gt; spans: it was not written by the project&apos;s `tpuwb run profile` hook (scaffold the project again), or by a profiler whose steps were not marked.</source>
        <translation>%1 に ProfilerStep#&lt;step&gt; のスパンがありません: プロジェクトの `tpuwb run profile` フックが書いたものではない（プロジェクトを再生成）か、ステップを記録しないプロファイラーが書いたものです。</translation>
    </message>
    <message>
        <source>%1: a profile summary has no &quot;steps&quot; list.</source>
        <translation>%1: プロファイル要約に &quot;steps&quot; リストがありません。</translation>
    </message>
    <message>
        <source>trace fewer steps, or open it in Perfetto.</source>
        <translation>トレースするステップを減らすか、Perfetto で開いてください。</translation>
    </message>
    <message>
        <source>A CPU trace (no device activity in it): the CPU is the device, so its operators (aten::...) count as compute; host overhead is the Python and framework time around them.</source>
        <translation>CPU トレース（デバイスの活動なし）: CPU がデバイスなので、その演算子（aten::...）は計算として数えます。ホストのオーバーヘッドはその周りの Python とフレームワークの時間です。</translation>
    </message>
</context>
<context>
    <name>twb::ProfileView</name>
    <message>
        <source>Open in TensorBoard</source>
        <translation>TensorBoard で開く</translation>
    </message>
    <message>
        <source>Serve the chosen host&apos;s traces with TensorBoard (its profile plugin reads XPlane and PyTorch traces)</source>
        <translation>選んだホストのトレースを TensorBoard で提供（プロファイルプラグインが XPlane と PyTorch のトレースを読みます）</translation>
    </message>
    <message>
        <source>Open in Perfetto</source>
        <translation>Perfetto で開く</translation>
    </message>
    <message>
        <source>Serve the chosen host&apos;s Chrome trace with Perfetto&apos;s trace_processor; the Perfetto UI (ui.perfetto.dev) finds it</source>
        <translation>選んだホストの Chrome トレースを Perfetto の trace_processor で提供; Perfetto UI (ui.perfetto.dev) が見つけます</translation>
    </message>
    <message>
        <source>Top operators by self time on</source>
        <translation>自己時間の上位演算子:</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>演算子</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>呼び出し</translation>
    </message>
    <message>
        <source>Self ms/step</source>
        <translation>自己 ms/ステップ</translation>
    </message>
    <message>
        <source>Total ms/step</source>
        <translation>合計 ms/ステップ</translation>
    </message>
    <message>
        <source>Self % of step</source>
        <translation>ステップに占める自己 %</translation>
    </message>
    <message>
        <source>No profile taken yet.</source>
        <translation>プロファイルはまだありません。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: %n step(s) traced on each host (%2).</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;: 各ホストで %n ステップをトレース (%2)。</numerusform>
        </translation>
    </message>
    <message>
        <source>host %1: %2</source>
        <translation>ホスト %1: %2</translation>
    </message>
    <message>
        <source>host %1: %2 ms per step in the trace, %3 ms measured by train.py; compute %4 %, idle %5 %.</source>
        <translation>ホスト %1: トレースでステップあたり %2 ms、train.py の計測 %3 ms; 計算 %4 %、アイドル %5 %。</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>ホスト %1</translation>
    </message>
    <message>
        <source>measured by train.py</source>
        <translation>train.py による計測</translation>
    </message>
    <message>
        <source>mean traced step (ms)</source>
        <translation>トレースしたステップの平均 (ms)</translation>
    </message>
    <message>
        <source> step %1</source>
        <translation> ステップ %1</translation>
    </message>
    <message>
        <source>one step per host (its median step), ms</source>
        <translation>ホストごとに 1 ステップ（中央値のステップ）、ms</translation>
    </message>
    <message>
        <source>TensorBoard serves %1 (its address is in its output, http://localhost:6006 by default).</source>
        <translation>TensorBoard が %1 を提供しています（アドレスは出力にあり、既定は http://localhost:6006）。</translation>
    </message>
    <message>
        <source>%1 could not be started.</source>
        <translation>%1 を起動できませんでした。</translation>
    </message>
    <message>
        <source>%1 serves %2; open ui.perfetto.dev, which connects to it.</source>
        <translation>%1 が %2 を提供しています; ui.perfetto.dev を開くと接続されます。</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>カテゴリ</translation>
    </message>
    <message>
        <source>What the XLA operation is, from its HLO instruction&apos;s name: a fusion (XLA&apos;s fused elementwise and reduction kernels), a dot (matrix multiply), a convolution, a collective (all-reduce, all-gather, ...), a copy (layout changes, transfers) or other</source>
        <translation>HLO 命令名による XLA 演算の種類: フュージョン（XLA が融合した要素ごと・リダクションのカーネル）、dot（行列積）、畳み込み、集団通信（all-reduce、all-gather など）、コピー（レイアウト変更、転送）、その他</translation>
    </message>
    <message>
        <source>host %1: %2 trace, not summarized here; open it in TensorBoard/XProf.</source>
        <translation>ホスト %1: %2 トレース。ここでは集計しません。TensorBoard/XProf で開いてください。</translation>
    </message>
    <message>
        <source>fusion</source>
        <translation>フュージョン</translation>
    </message>
    <message>
        <source>dot (matmul)</source>
        <translation>dot（行列積）</translation>
    </message>
    <message>
        <source>convolution</source>
        <translation>畳み込み</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>集団通信</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>other</source>
        <translation>その他</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 ms (%3 %, %n operation(s))</source>
        <translation>
            <numerusform>%1 %2 ms（%3 %、%n 演算）</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;All XLA operations by category&lt;/b&gt;, per step and share of their time: %1</source>
        <translation>&lt;b&gt;カテゴリ別の全 XLA 演算&lt;/b&gt;、ステップあたりと時間の割合: %1</translation>
    </message>
    <message>
        <source>Summed over every operation of the traced steps (the table lists the top ones) and over the host&apos;s devices, so the total can exceed the step&apos;s wall time.</source>
        <translation>トレースしたステップのすべての演算（表は上位を表示）とホストのデバイスにわたる合計のため、合計がステップの経過時間を超えることがあります。</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注: %1</translation>
    </message>
</context>
<context>
    <name>twb::Registry</name>
    <message>
        <source>%1 must be a list of machines, but it is %2. Fix the file; it was not changed.</source>
        <translation>%1 はマシンのリストである必要がありますが、%2 です。ファイルを修正してください; 変更していません。</translation>
    </message>
    <message>
        <source>%1 must hold {&quot;tpus&quot;: [...]}, one machine object or a list of machines, but it holds %2. Fix the file; it was not changed.</source>
        <translation>%1 は {&quot;tpus&quot;: [...]}、マシンオブジェクト、またはマシンのリストを含む必要がありますが、%2 を含んでいます。ファイルを修正してください; 変更していません。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the registry.</source>
        <translation>レジストリ用のフォルダー %1 を作成できません。</translation>
    </message>
</context>
<context>
    <name>twb::RemoveAxisCommand</name>
    <message>
        <source>Remove axis %1</source>
        <translation>軸 %1 を削除</translation>
    </message>
</context>
<context>
    <name>twb::RemoveVariableCommand</name>
    <message>
        <source>Remove variable %1</source>
        <translation>変数 %1 を削除</translation>
    </message>
</context>
<context>
    <name>twb::ResultTable</name>
    <message>
        <source>hash</source>
        <translation>ハッシュ</translation>
    </message>
    <message>
        <source>seeds</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>%1 (%2) mean</source>
        <translation>%1 (%2) 平均</translation>
    </message>
    <message>
        <source>std</source>
        <translation>標準偏差</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95% 信頼区間</translation>
    </message>
    <message>
        <source>Δ baseline</source>
        <translation>Δ ベースライン</translation>
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
        <translation>ラン</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>state</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>final %1</source>
        <translation>最終 %1</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最良</translation>
    </message>
    <message>
        <source>last step</source>
        <translation>最終ステップ</translation>
    </message>
    <message>
        <source>one seed: no spread</source>
        <translation>シード 1 つ: ばらつきなし</translation>
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
        <translation>ハッシュ</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>%1 %2 (mean)</source>
        <translation>%1 %2（平均）</translation>
    </message>
    <message>
        <source>Std</source>
        <translation>標準偏差</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95% 信頼区間</translation>
    </message>
    <message>
        <source>Δ baseline</source>
        <translation>Δ ベースライン</translation>
    </message>
    <message>
        <source>Δ %</source>
        <translation>Δ %</translation>
    </message>
    <message>
        <source>Smoothed mean</source>
        <translation>平滑化平均</translation>
    </message>
</context>
<context>
    <name>twb::RunAnnotation</name>
    <message>
        <source>A tag cannot be empty.</source>
        <translation>タグは空にできません。</translation>
    </message>
    <message>
        <source>The tag &quot;%1&quot; has a space, a comma or a quote; a tag is one word (use - or _ between words).</source>
        <translation>タグ &quot;%1&quot; に空白、カンマ、引用符があります; タグは 1 語です（語の間は - か _）。</translation>
    </message>
    <message>
        <source>The tag &quot;%1&quot; starts with + or -, which `tpuwb run tag` reads as add or remove; leave the sign out.</source>
        <translation>タグ &quot;%1&quot; は + か - で始まり、`tpuwb run tag` は追加・削除と解釈します; 符号を外してください。</translation>
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
        <translation>ランのタグ（空白またはカンマ区切り）; tag:NAME で絞り込めます</translation>
    </message>
    <message>
        <source>Notes on this run</source>
        <translation>このランのメモ</translation>
    </message>
    <message>
        <source>Save tags and notes</source>
        <translation>タグとメモを保存</translation>
    </message>
    <message>
        <source>Tags:</source>
        <translation>タグ:</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>メモ:</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>保存中…</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>保存しました。</translation>
    </message>
</context>
<context>
    <name>twb::RunCheckpointOperations</name>
    <message>
        <source>Resuming %1 from step %2</source>
        <translation>%1 をステップ %2 から再開</translation>
    </message>
    <message>
        <source>Evaluating step %1 of %2</source>
        <translation>%2 のステップ %1 を評価</translation>
    </message>
    <message>
        <source>Evaluating %1</source>
        <translation>%1 を評価</translation>
    </message>
    <message>
        <source>%1 has no complete checkpoint to evaluate yet.</source>
        <translation>%1 には評価できる完全な checkpoint がまだありません。</translation>
    </message>
    <message>
        <source>Evaluating the checkpoint of step %1 of %2...</source>
        <translation>%2 のステップ %1 の checkpoint を評価しています...</translation>
    </message>
    <message>
        <source>The evaluation of step %1 of %2 failed: %3</source>
        <translation>%2 のステップ %1 の評価に失敗しました: %3</translation>
    </message>
    <message>
        <source>a host ended without an exit code; see logs/host-0.log</source>
        <translation>終了コードなしで終了したホストがあります。logs/host-0.log を確認してください</translation>
    </message>
    <message>
        <source>The evaluation of %1 ended, but %2 cannot be read: %3</source>
        <translation>%1 の評価は終了しましたが、%2 を読み取れません: %3</translation>
    </message>
    <message>
        <source>The evaluation of step %1 of %2 ended but wrote no eval record of attempt %3 to %4; see the run&apos;s logs/host-0.log.</source>
        <translation>%2 のステップ %1 の評価は終了しましたが、試行 %3 の評価レコードを %4 に書き込みませんでした。実行の logs/host-0.log を確認してください。</translation>
    </message>
</context>
<context>
    <name>twb::RunCheckpoints</name>
    <message>
        <source>Run %1 has no folder on a machine (it was imported or never started), so it has no checkpoints.</source>
        <translation>実行 %1 にはマシン上のフォルダーがありません（インポートされたか、一度も開始されていません）。そのため checkpoint はありません。</translation>
    </message>
    <message>
        <source>Listing the checkpoints of %1 on %2 failed (exit status %3): %4</source>
        <translation>%2 上で %1 の checkpoint の一覧取得に失敗しました（終了ステータス %3）: %4</translation>
    </message>
    <message>
        <source>%1 has no complete checkpoint of step %2, nor of any other step yet.</source>
        <translation>%1 にはステップ %2 の完全な checkpoint がなく、ほかのステップのものもまだありません。</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no complete checkpoint of step %2; it has checkpoints of step(s) %3. Choose one of those (`tpuwb checkpoint inspect %1`).</source>
        <extracomment>%n is how many steps %3 lists; it only picks &quot;step&quot; or &quot;steps&quot;.</extracomment>
        <translation>
            <numerusform>%1 にはステップ %2 の完全な checkpoint がありません。checkpoint があるステップ: %3。このいずれかを選んでください（`tpuwb checkpoint inspect %1`）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::RunDiagnostics</name>
    <message>
        <source>%1: the hosts&apos; metrics could not be fetched (%2); verifying what was fetched before.</source>
        <translation>%1: ホストのメトリックを取得できませんでした (%2); 以前に取得したものを検証します。</translation>
    </message>
</context>
<context>
    <name>twb::RunDisplayName</name>
    <message>
        <source>none</source>
        <comment>a config value that is absent</comment>
        <translation>なし</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>シード %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a run&apos;s readable name, then its id (the folder name) in brackets</extracomment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>twb::RunFilesFetcher</name>
    <message>
        <source>%1: reading %2 failed: %3</source>
        <translation>%1: %2 の読み取りに失敗: %3</translation>
    </message>
    <message>
        <source>%1: unexpected answer while reading %2.</source>
        <translation>%1: %2 の読み取り中に予期しない応答。</translation>
    </message>
    <message>
        <source>Cannot append to %1: %2</source>
        <translation>%1 に追記できません: %2</translation>
    </message>
</context>
<context>
    <name>twb::RunFilter</name>
    <message>
        <source>Filter term &quot;%1&quot; at column %2: %3</source>
        <translation>%2 列のフィルター語 &quot;%1&quot;: %3</translation>
    </message>
    <message>
        <source>the quote at column %1 is not closed; add a closing &quot;.</source>
        <translation>%1 列の引用符が閉じていません; 閉じる &quot; を追加してください。</translation>
    </message>
    <message>
        <source>`!` alone is not an operator; use != (not equal).</source>
        <translation>`!` 単独は演算子ではありません; != （等しくない）を使ってください。</translation>
    </message>
    <message>
        <source>there is no key before %1; write key%1value, e.g. train.lr&gt;=1e-3.</source>
        <translation>%1 の前にキーがありません; key%1value と書いてください（例: train.lr&gt;=1e-3）。</translation>
    </message>
    <message>
        <source>`%1` is not a key; a key is a dotted config path (train.lr) or a metric name (eval/loss) of letters, digits, _ . / -.</source>
        <translation>`%1` はキーではありません; キーは英字、数字、_ . / - からなるドット区切りの設定パス (train.lr) かメトリック名 (eval/loss) です。</translation>
    </message>
    <message>
        <source>there is no value after %1.</source>
        <translation>%1 の後に値がありません。</translation>
    </message>
    <message>
        <source>two operators in a row (%1%2); use one of = != &lt; &lt;= &gt; &gt;=.</source>
        <translation>演算子が 2 つ続いています (%1%2); = != &lt; &lt;= &gt; &gt;= のいずれかを使ってください。</translation>
    </message>
    <message>
        <source>%1 compares numbers, and `%2` is not a number.</source>
        <translation>%1 は数値を比較しますが、`%2` は数値ではありません。</translation>
    </message>
    <message>
        <source>tag: needs a tag after it, e.g. tag:baseline.</source>
        <translation>tag: の後にタグが必要です（例: tag:baseline）。</translation>
    </message>
    <message>
        <source>`%1` is not a run state; the states are pending, uploading, running, stalled, finished, failed and stopped.</source>
        <translation>`%1` はランの状態ではありません; 状態は pending、uploading、running、stalled、finished、failed、stopped です。</translation>
    </message>
    <message>
        <source>`%1:` is not a field; use tag: or state:, key=value for config values and metrics, or put the word in quotes.</source>
        <translation>`%1:` はフィールドではありません; tag: か state:、設定値とメトリックには key=value を使うか、語を引用符で囲んでください。</translation>
    </message>
</context>
<context>
    <name>twb::RunFilterEdit</name>
    <message>
        <source>Filter: words, tag:NAME, state:running, train.lr&gt;=1e-3, loss&lt;2</source>
        <translation>フィルター: 単語、tag:NAME、state:running、train.lr&gt;=1e-3、loss&lt;2</translation>
    </message>
    <message>
        <source>Every term must hold. A word matches the id, experiment, tags, notes, state and config values; tag:NAME and state:NAME match exactly; KEY OP VALUE compares a config value (a dotted path), a final metric or seed with = != &lt; &lt;= &gt; &gt;=. Quote a phrase: &quot;lr sweep&quot;.</source>
        <translation>すべての条件を満たす必要があります。単語は ID、実験、タグ、メモ、状態、設定値に一致します; tag:NAME と state:NAME は完全一致; KEY OP VALUE は設定値（ドット区切りパス）、最終メトリック、シードを = != &lt; &lt;= &gt; &gt;= で比較します。フレーズは引用符で: &quot;lr sweep&quot;。</translation>
    </message>
</context>
<context>
    <name>twb::RunLauncher</name>
    <message>
        <source>The launch of %1 was cancelled.</source>
        <translation>%1 の起動はキャンセルされました。</translation>
    </message>
    <message>
        <source>host %1 (%2)</source>
        <translation>ホスト %1 (%2)</translation>
    </message>
    <message>
        <source>Could not create the run folder %1; check the workspace&apos;s permissions.</source>
        <translation>ランフォルダー %1 を作成できませんでした; ワークスペースの権限を確認してください。</translation>
    </message>
    <message>
        <source>%1 has no launch.sh: it is not a scaffolded project. Scaffold it with `tpuwb scaffold` first.</source>
        <translation>%1 に launch.sh がありません: 生成済みプロジェクトではありません。先に `tpuwb scaffold` で生成してください。</translation>
    </message>
    <message numerus="yes">
        <source>Checking %n host(s)...</source>
        <translation>
            <numerusform>%n ホストを確認中...</numerusform>
        </translation>
    </message>
    <message>
        <source>The preflight found problems:
%1</source>
        <translation>事前チェックで問題が見つかりました:
%1</translation>
    </message>
    <message numerus="yes">
        <source>Uploading the project to %1 on %n host(s)...</source>
        <translation>
            <numerusform>プロジェクトを %1 の %n ホストにアップロード中...</numerusform>
        </translation>
    </message>
    <message>
        <source>chmod +x launch.sh failed: %1</source>
        <translation>chmod +x launch.sh 失敗: %1</translation>
    </message>
    <message>
        <source>%1: upload failed: %2</source>
        <translation>%1: アップロード失敗: %2</translation>
    </message>
    <message>
        <source>%1
The run was started on no host, so nothing needs stopping; a launch of the same run id sends only the files that are missing.</source>
        <translation>%1
ランはどのホストでも起動していないので停止は不要です; 同じラン ID で起動すると不足ファイルだけを送ります。</translation>
    </message>
    <message numerus="yes">
        <source>%n project file(s) were already on the hosts and were not sent again.</source>
        <translation>
            <numerusform>%n 個のプロジェクトファイルは既にホストにあったため再送しませんでした。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Starting %1 on %n host(s)...</source>
        <translation>
            <numerusform>%n ホストで %1 を起動中...</numerusform>
        </translation>
    </message>
    <message>
        <source>launch.sh exited with %1 and printed no status</source>
        <translation>launch.sh は %1 で終了し、ステータスを出力しませんでした</translation>
    </message>
    <message>
        <source>%1: did not start: %2</source>
        <translation>%1: 起動しませんでした: %2</translation>
    </message>
    <message>
        <source>%1: attempt %2 runs on the hosts but was not in the record (the app was stopped while it started); recorded it from the hosts&apos; status files.</source>
        <translation>%1: 試行 %2 はホストで動いていますが記録にありませんでした（起動中にアプリが停止）; ホストのステータスファイルから記録しました。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the process is gone and no end was recorded</source>
        <translation>%1: プロセスが消え、終了は記録されていません</translation>
    </message>
    <message>
        <source>%1: exited with %2; see %3</source>
        <translation>%1: %2 で終了; %3 を参照</translation>
    </message>
    <message numerus="yes">
        <source>Stopping %1 on %n host(s)...</source>
        <translation>
            <numerusform>%n ホストで %1 を停止中...</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: could not stop: %2</source>
        <translation>%1: 停止できませんでした: %2</translation>
    </message>
    <message>
        <source>%1: train.py did not stop within %2 s of SIGTERM; its process group was killed.</source>
        <translation>%1: train.py は SIGTERM から %2 秒以内に止まらなかったため、プロセスグループを強制終了しました。</translation>
    </message>
    <message>
        <source>%1 was never started and its project folder %2 is gone, so it cannot be uploaded again; launch the experiment anew with `tpuwb run launch`.</source>
        <translation>%1 は起動されておらず、プロジェクトフォルダー %2 もないため再アップロードできません; `tpuwb run launch` で実験を新たに起動してください。</translation>
    </message>
    <message>
        <source>(not recorded)</source>
        <translation>（未記録）</translation>
    </message>
    <message>
        <source>%1 was never started: uploading what is missing of %2 first...</source>
        <translation>%1 は起動されていません: まず %2 の不足分をアップロード中...</translation>
    </message>
    <message>
        <source>%1 still runs attempt %2 on %3; stop it first.</source>
        <translation>%1 はまだ %3 で試行 %2 を実行中です; 先に停止してください。</translation>
    </message>
    <message>
        <source>host %1 (%2, worker %3 of %4, slice %5)</source>
        <translation>ホスト %1（%2、%4 のワーカー %3、スライス %5）</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n file(s) of the project were already there, whole; they were not sent again.</source>
        <translation>
            <numerusform>%1: プロジェクトの %n ファイルは既に完全に存在したため再送しませんでした。</numerusform>
        </translation>
    </message>
    <message>
        <source>The device &quot;%1&quot; is unknown; it is one of %2.</source>
        <translation>デバイス「%1」は不明です。%2 のいずれかです。</translation>
    </message>
    <message numerus="yes">
        <source>XLA on CPU (--device xla-cpu) runs on one host only, and %1 has %n host(s).</source>
        <translation>
            <numerusform>CPU 上の XLA（--device xla-cpu）は 1 ホストでのみ実行されますが、%1 には %n 台のホストがあります。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: nothing was started there (no status file): the launch stopped before launch.sh ran; `tpuwb run relaunch` uploads what is missing and starts it</source>
        <translation>%1: そこでは何も開始されていません（ステータスファイルなし）。launch.sh が実行される前に起動が中断されました。`tpuwb run relaunch` が不足分をアップロードして開始します</translation>
    </message>
</context>
<context>
    <name>twb::RunLifecycle</name>
    <message>
        <source>The launch on %1</source>
        <translation>%1 での起動</translation>
    </message>
    <message>
        <source>Stopping %1</source>
        <translation>%1 を停止中</translation>
    </message>
    <message>
        <source>Starting %1 again</source>
        <translation>%1 を再度起動</translation>
    </message>
    <message>
        <source>Resuming %1 after its preemption</source>
        <translation>プリエンプト後の %1 の再開</translation>
    </message>
    <message>
        <source>%1: TPU VM %2 is READY again; resumed from the last checkpoint (automatic restart %3 of %4).</source>
        <translation>%1：TPU VM %2 が再び READY になりました。最後のチェックポイントから再開しました（自動再起動 %3 / %4 回目）。</translation>
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
実験 %3、設定 %4、シード %5
%6</translation>
    </message>
    <message>
        <source>tags: %1</source>
        <translation>タグ: %1</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>column header: the training run (a noun)</extracomment>
        <translation>ラン</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>マシン</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>開始時刻</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>%1 (%2 UTC)</source>
        <translation>%1（%2 UTC）</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>column header: the last training step the run logged</extracomment>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>machine %1</source>
        <extracomment>a line of a run&apos;s hover: the TPU machine(s) it runs on (&quot;v4-a + v4-b&quot;)</extracomment>
        <translation>マシン %1</translation>
    </message>
    <message>
        <source>started %1</source>
        <extracomment>a line of a run&apos;s hover: when it started, &quot;%1 (2026-12-02T14:03:20Z UTC)&quot;</extracomment>
        <translation>開始時刻 %1</translation>
    </message>
</context>
<context>
    <name>twb::RunMemoryFigures</name>
    <message>
        <source>No mesh estimate for this config: %1</source>
        <translation>この設定のメッシュ見積もりはありません: %1</translation>
    </message>
    <message>
        <source>The run&apos;s memory_compiled event has no per_device.total_bytes (a train.py older than its template? scaffold the project again).</source>
        <translation>実行の memory_compiled イベントに per_device.total_bytes がありません（テンプレートより古い train.py？プロジェクトを再生成してください）。</translation>
    </message>
    <message>
        <source>Plain PyTorch (the CPU smoke mode) compiles nothing, so XLA has no figure: run with --device xla-cpu (or on the TPU) to get XLA&apos;s buffer assignment.</source>
        <translation>通常の PyTorch（CPU スモークモード）は何もコンパイルしないため XLA の値はありません。XLA のバッファー割り当てを得るには --device xla-cpu（または TPU 上）で実行してください。</translation>
    </message>
    <message>
        <source>No memory_compiled event in the run&apos;s metrics (yet): train.py writes it after its second step, from XLA&apos;s buffer assignment of the training step.</source>
        <translation>実行のメトリクスに memory_compiled イベントが（まだ）ありません。train.py は 2 ステップ目の後に、トレーニングステップの XLA バッファー割り当てから書き込みます。</translation>
    </message>
    <message>
        <source>The run&apos;s config names no tpu.accelerator_type, so no TPU&apos;s HBM is known.</source>
        <translation>実行の設定に tpu.accelerator_type がないため、TPU の HBM は不明です。</translation>
    </message>
    <message>
        <source>The run&apos;s config names tpu.accelerator_type &quot;%1&quot;, which the catalog does not know: no HBM figure.</source>
        <translation>実行の設定の tpu.accelerator_type &quot;%1&quot; はカタログにありません: HBM の値はありません。</translation>
    </message>
</context>
<context>
    <name>twb::RunOperationContext</name>
    <message>
        <source>There is no run %1 in %2; `tpuwb run status` lists the runs.</source>
        <translation>%2 にラン %1 はありません; `tpuwb run status` でランを一覧できます。</translation>
    </message>
    <message>
        <source>%1 has no machine (it was imported): there is nothing to start or stop.</source>
        <translation>%1 にはマシンがありません（インポートされたもの）: 起動・停止するものはありません。</translation>
    </message>
    <message>
        <source>%1 was cancelled.</source>
        <translation>%1 はキャンセルされました。</translation>
    </message>
</context>
<context>
    <name>twb::RunPickerDialog</name>
    <message>
        <source>Compare runs</source>
        <translation>ランを比較</translation>
    </message>
    <message>
        <source>%1  [%2]</source>
        <translation>%1  [%2]</translation>
    </message>
    <message>
        <source>Select shown</source>
        <translation>表示中を選択</translation>
    </message>
</context>
<context>
    <name>twb::RunPreflight</name>
    <message>
        <source>%1: could not be checked: %2</source>
        <translation>%1: 確認できませんでした: %2</translation>
    </message>
    <message>
        <source>%1: the interpreter was not found; set the machine&apos;s `python` to one that exists there.</source>
        <translation>%1: インタープリターが見つかりません; マシンの `python` をそこに存在するものに設定してください。</translation>
    </message>
    <message>
        <source>%1: only %2 free under the remote root; free some space or choose another root.</source>
        <translation>%1: リモートルートの空きは %2 だけです; 空きを作るか別のルートを選んでください。</translation>
    </message>
    <message>
        <source>%1: process %2 (%3) holds a TPU device; stop it, or run the preflight with cleaning.</source>
        <translation>%1: プロセス %2 (%3) が TPU デバイスを保持しています; 停止するか、クリーニング付きで事前チェックを実行してください。</translation>
    </message>
    <message>
        <source>unknown command</source>
        <translation>不明なコマンド</translation>
    </message>
    <message>
        <source>%1: has no TPU device (/dev/accel*, /dev/vfio/*): it is not a TPU VM. Choose a TPU machine, or launch with --device cpu for the project&apos;s CPU smoke mode.</source>
        <translation>%1: TPU デバイス（/dev/accel*、/dev/vfio/*）がありません: TPU VM ではありません。TPU マシンを選ぶか、プロジェクトの CPU スモークモード用に --device cpu で起動してください。</translation>
    </message>
    <message>
        <source>%1: `import torch_xla` fails with this interpreter (%2); install torch_xla[tpu] there (the project&apos;s requirements.txt), or set the machine&apos;s `python` to the one that has it.</source>
        <translation>%1: このインタープリターでは `import torch_xla` が失敗します (%2); そこに torch_xla[tpu] を入れる（プロジェクトの requirements.txt）か、マシンの `python` をそれがあるものにしてください。</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>出力なし</translation>
    </message>
    <message>
        <source>%1: a stale libtpu lockfile is left over from an earlier run; remove it, or run the preflight with cleaning.</source>
        <translation>%1: 以前のランの古い libtpu ロックファイルが残っています; 削除するか、クリーニング付きで事前チェックを実行してください。</translation>
    </message>
    <message>
        <source>%1: no stack sampler reads this Python (%2); `tpuwb run stacks` uses train.py&apos;s own dump on SIGUSR2 instead. For sampled stacks install py-spy there (`pip install py-spy`), or an austin that knows this Python (`sudo apt-get install austin` where the distribution&apos;s is new enough).</source>
        <translation>%1: この Python を読めるスタックサンプラーがありません (%2); `tpuwb run stacks` は代わりに SIGUSR2 での train.py 自身のダンプを使います。サンプリングしたスタックが必要なら、そこに py-spy（`pip install py-spy`）か、この Python を扱える austin（ディストリビューションのものが十分新しければ `sudo apt-get install austin`）を入れてください。</translation>
    </message>
    <message>
        <source>neither py-spy nor austin is installed</source>
        <translation>py-spy も austin もインストールされていません</translation>
    </message>
    <message>
        <source>the check script did not finish</source>
        <translation>チェックスクリプトが完了しませんでした</translation>
    </message>
    <message>
        <source>the check timed out after 60 s</source>
        <translation>チェックは 60 秒でタイムアウトしました</translation>
    </message>
    <message>
        <source>%1: `import torch_xla` (PJRT_DEVICE=CPU) fails with this interpreter (%2), and XLA on CPU needs it. Set the machine&apos;s `python` to one that has torch_xla (the workbench&apos;s Python environment, scripts/install-python-env.sh), or launch with --device cpu; `tpuwb doctor` shows what each machine&apos;s interpreter has.</source>
        <translation>%1: このインタープリターでは `import torch_xla`（PJRT_DEVICE=CPU）が失敗します（%2）。CPU 上の XLA にはこれが必要です。マシンの `python` を torch_xla を持つもの（ワークベンチの Python 環境、scripts/install-python-env.sh）に設定するか、--device cpu で起動してください。各マシンのインタープリターにあるものは `tpuwb doctor` で確認できます。</translation>
    </message>
</context>
<context>
    <name>twb::RunRecord</name>
    <message>
        <source>%1: a run record must be a JSON object.</source>
        <translation>%1: ランの記録は JSON オブジェクトである必要があります。</translation>
    </message>
    <message>
        <source>%1: `schema` is &quot;%2&quot;, not tpuwb.run/1; this is no run record.</source>
        <translation>%1: `schema` が tpuwb.run/1 ではなく &quot;%2&quot; です; ランの記録ではありません。</translation>
    </message>
    <message>
        <source>%1: written by a newer TPU Workbench (schema %2); update to open it.</source>
        <translation>%1: 新しい TPU Workbench で書かれています（スキーマ %2）; 開くには更新してください。</translation>
    </message>
    <message>
        <source>%1: `run_id` is missing.</source>
        <translation>%1: `run_id` がありません。</translation>
    </message>
    <message>
        <source>%1: `state` &quot;%2&quot; is not one of pending, uploading, running, stalled, finished, failed, stopped, preempted.</source>
        <translation>%1：`state` &quot;%2&quot; は pending、uploading、running、stalled、finished、failed、stopped、preempted のいずれでもありません。</translation>
    </message>
    <message>
        <source>%1: every entry of `slices` needs a `machine` (a registry name) and its `hosts`.</source>
        <translation>%1: `slices` の各エントリには `machine`（レジストリ名）とその `hosts` が必要です。</translation>
    </message>
</context>
<context>
    <name>twb::RunRecordLock</name>
    <message>
        <source>Timed out after %1 s waiting for another change of %2 in this process to finish; try again.</source>
        <translation>このプロセス内の %2 の別の変更の完了を待って %1 秒でタイムアウトしました。もう一度お試しください。</translation>
    </message>
</context>
<context>
    <name>twb::RunRecordStore</name>
    <message>
        <source>There is no run record %1 to change; `tpuwb run status` lists the runs.</source>
        <translation>変更する実行記録 %1 がありません。`tpuwb run status` で実行の一覧を表示します。</translation>
    </message>
    <message>
        <source>%1; it is replaced by the record of the operation that just ran.</source>
        <translation>%1。直前に実行した操作の記録で置き換えます。</translation>
    </message>
</context>
<context>
    <name>twb::RunService</name>
    <message>
        <source>Run operations were still running on closing; they are cancelled and left to end.</source>
        <translation>終了時にラン操作がまだ実行中でした; キャンセルし、終わるに任せます。</translation>
    </message>
</context>
<context>
    <name>twb::RunState</name>
    <message>
        <source>Pending</source>
        <translation>待機中</translation>
    </message>
    <message>
        <source>Uploading</source>
        <translation>アップロード中</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <source>Stalled</source>
        <translation>停滞</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>停止済み</translation>
    </message>
    <message>
        <source>Preempted</source>
        <extracomment>A run whose TPU VM was preempted (reclaimed by Google Cloud); it can be resumed.</extracomment>
        <translation>プリエンプト済み</translation>
    </message>
</context>
<context>
    <name>twb::RunStyler</name>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
</context>
<context>
    <name>twb::RunVerification</name>
    <message>
        <source>pass</source>
        <translation>合格</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>不合格</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>該当なし</translation>
    </message>
</context>
<context>
    <name>twb::RunVerifier</name>
    <message>
        <source>Loss decreasing over the first %1 steps</source>
        <translation>最初の %1 ステップで損失が減少</translation>
    </message>
    <message>
        <source>No loss was logged.</source>
        <translation>損失が記録されていません。</translation>
    </message>
    <message>
        <source>The loss is %1 at step %2: training diverged.</source>
        <translation>ステップ %2 で損失が %1: 学習が発散しました。</translation>
    </message>
    <message>
        <source>Only one loss was logged (step %1); log more often to judge the trend.</source>
        <translation>損失は 1 つだけ記録されました（ステップ %1）; 傾向を見るにはもっと頻繁に記録してください。</translation>
    </message>
    <message numerus="yes">
        <source>Loss %1 at the start, %2 at the end (means of the first and last %n logged step(s), steps %3 to %4).</source>
        <translation>
            <numerusform>開始時の損失 %1、終了時 %2（最初と最後の記録された %n ステップの平均、ステップ %3 から %4）。</numerusform>
        </translation>
    </message>
    <message>
        <source>No recompilation after warm-up</source>
        <translation>ウォームアップ後の再コンパイルなし</translation>
    </message>
    <message>
        <source>CPU smoke mode: plain PyTorch compiles nothing.</source>
        <translation>CPU スモークモード: 素の PyTorch は何もコンパイルしません。</translation>
    </message>
    <message>
        <source>No step was logged.</source>
        <translation>ステップが記録されていません。</translation>
    </message>
    <message>
        <source>step %1 (%2 to %3)</source>
        <translation>ステップ %1（%2 から %3）</translation>
    </message>
    <message>
        <source>The compile count rose after warm-up at %1: a shape or a Python value changes between steps (the Monitor&apos;s compile pane marks each rise).</source>
        <translation>ウォームアップ後の %1 でコンパイル回数が増えました: 形状か Python の値がステップ間で変わっています（モニターのコンパイル欄が各増加を示します）。</translation>
    </message>
    <message numerus="yes">
        <source>%n rise(s) of the compile count, all in warm-up (the first %1 steps, the first eval and checkpoint).</source>
        <translation>
            <numerusform>コンパイル回数の増加 %n 回、すべてウォームアップ中（最初の %1 ステップ、最初の評価とチェックポイント）。</numerusform>
        </translation>
    </message>
    <message>
        <source>HBM within the chip&apos;s capacity</source>
        <translation>HBM がチップの容量内</translation>
    </message>
    <message>
        <source>CPU smoke mode: no HBM (see the measured memory).</source>
        <translation>CPU スモークモード: HBM なし（計測メモリを参照）。</translation>
    </message>
    <message>
        <source>The run reported no HBM use (hbm_used_bytes).</source>
        <translation>ランは HBM 使用量を報告しませんでした (hbm_used_bytes)。</translation>
    </message>
    <message>
        <source>The config names no known tpu.accelerator_type.</source>
        <translation>設定に既知の tpu.accelerator_type がありません。</translation>
    </message>
    <message>
        <source>At most %1 used (host %2, step %3) of %4 per device on a %5 (%6 figure).</source>
        <translation>最大使用量 %1（ホスト %2、ステップ %3）/ %5 のデバイスあたり %4（%6 の値）。</translation>
    </message>
    <message>
        <source>usable</source>
        <translation>使用可能</translation>
    </message>
    <message>
        <source>nominal</source>
        <translation>公称</translation>
    </message>
    <message>
        <source>Measured memory matches the estimate</source>
        <translation>計測メモリが見積もりと一致</translation>
    </message>
    <message>
        <source>The run wrote no memory_measured event (the CPU smoke mode measures it).</source>
        <translation>ランは memory_measured イベントを書きませんでした（CPU スモークモードで計測されます）。</translation>
    </message>
    <message>
        <source>No estimate for this config: %1</source>
        <translation>この設定の見積もりなし: %1</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>勾配</translation>
    </message>
    <message>
        <source>optimizer state</source>
        <translation>オプティマイザ状態</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>アクティベーション</translation>
    </message>
    <message>
        <source>%1: not measured</source>
        <translation>%1: 未測定</translation>
    </message>
    <message>
        <source>%1 %2 measured, %3 estimated (%4 %, limit %5 %)</source>
        <translation>%1 計測 %2、見積もり %3（%4 %、上限 %5 %）</translation>
    </message>
    <message>
        <source>Checkpoint saved and restored</source>
        <translation>チェックポイントの保存と復元</translation>
    </message>
    <message numerus="yes">
        <source>Saved at step %1, restored and compared: %n tensor(s) equal.</source>
        <translation>
            <numerusform>ステップ %1 で保存・復元・比較: %n 個のテンソルが一致。</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved at step %1, restored, and it differs: %2</source>
        <translation>ステップ %1 で保存・復元しましたが、差異があります: %2</translation>
    </message>
    <message>
        <source>no detail</source>
        <translation>詳細なし</translation>
    </message>
    <message>
        <source>A later attempt resumed from a checkpoint this run saved.</source>
        <translation>後の試行がこのランの保存したチェックポイントから再開しました。</translation>
    </message>
    <message>
        <source>Saved at step %1 but never restored in this run; the smoke test checks the round trip.</source>
        <translation>ステップ %1 で保存しましたが、このランでは復元されていません; スモークテストが往復を確認します。</translation>
    </message>
    <message>
        <source>No checkpoint was saved.</source>
        <translation>チェックポイントが保存されていません。</translation>
    </message>
    <message>
        <source>No legacy torch_xla call</source>
        <translation>旧式の torch_xla 呼び出しなし</translation>
    </message>
    <message>
        <source>The project&apos;s sources are not at hand.</source>
        <translation>プロジェクトのソースが手元にありません。</translation>
    </message>
    <message>
        <source>The project has no Python file.</source>
        <translation>プロジェクトに Python ファイルがありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) of `tpuwb lint`: %1</source>
        <translation>
            <numerusform>`tpuwb lint` の指摘 %n 件: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>`tpuwb lint` finds nothing in %n Python file(s).</source>
        <translation>
            <numerusform>`tpuwb lint` は %n 個の Python ファイルで何も見つけませんでした。</numerusform>
        </translation>
    </message>
    <message>
        <source>Mesh size equals the device count</source>
        <translation>Mesh サイズがデバイス数と一致</translation>
    </message>
    <message>
        <source>The run&apos;s mesh %1 has %2 devices; the runtime reported %3.</source>
        <translation>ランの mesh %1 は %2 デバイスですが、ランタイムは %3 と報告しました。</translation>
    </message>
    <message>
        <source>The config has no tpu.mesh with a known accelerator type.</source>
        <translation>設定に既知のアクセラレータの種類を持つ tpu.mesh がありません。</translation>
    </message>
    <message>
        <source>The experiment&apos;s mesh %1 has %2 devices; %3 x %4 has %5 (checked on the design: this run did not report a mesh).</source>
        <translation>実験の mesh %1 は %2 デバイス; %3 x %4 は %5（設計で確認: このランは mesh を報告しませんでした）。</translation>
    </message>
    <message>
        <source>%1: the project&apos;s files could not be listed: %2</source>
        <translation>%1: プロジェクトのファイルを一覧できませんでした: %2</translation>
    </message>
    <message>
        <source>config.json: tpu.accelerator_type is missing or unknown.</source>
        <translation>config.json: tpu.accelerator_type がないか不明です。</translation>
    </message>
    <message>
        <source>torch_xla&apos;s CPU runtime (--device xla-cpu): no HBM (see the compiler&apos;s memory figure).</source>
        <translation>torch_xla の CPU ランタイム (--device xla-cpu): HBM なし（コンパイラのメモリ値を参照）。</translation>
    </message>
    <message>
        <source>%1: planned %2, not read back</source>
        <translation>%1: 計画 %2、読み戻されず</translation>
    </message>
    <message>
        <source>%1: planned for shape %2, applied to shape %3</source>
        <translation>%1: 形状 %2 向けに計画、形状 %3 に適用</translation>
    </message>
    <message>
        <source>%1: planned %2, applied %3 (no spec over the designed mesh and device order)</source>
        <translation>%1: 計画 %2、適用 %3（設計した mesh とデバイス順で再現する spec なし）</translation>
    </message>
    <message>
        <source>%1: planned %2, applied %3 (not a spec)</source>
        <translation>%1: 計画 %2、適用 %3（spec ではありません）</translation>
    </message>
    <message>
        <source>%1: planned %2, applied %3</source>
        <translation>%1: 計画 %2、適用 %3</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>報告なし</translation>
    </message>
    <message>
        <source>%1 has no tpu block to estimate for.</source>
        <translation>%1 には見積もり対象の tpu ブロックがありません。</translation>
    </message>
    <message>
        <source>%1: the mesh could not be checked.</source>
        <translation>%1: mesh を検査できませんでした。</translation>
    </message>
    <message>
        <source>Applied sharding matches the plan</source>
        <translation>適用されたシャーディングが計画と一致</translation>
    </message>
    <message>
        <source>The run wrote no sharding_applied event: plain PyTorch (the CPU smoke mode) applies no sharding. Run with --device xla-cpu (or on the TPU) to read back what torch_xla applied.</source>
        <translation>ランは sharding_applied イベントを書きませんでした: 素の PyTorch（CPU スモークモード）はシャーディングを適用しません。torch_xla が適用した内容を読み戻すには --device xla-cpu（または TPU 上）で実行してください。</translation>
    </message>
    <message>
        <source>No sharding plan for this config: %1</source>
        <translation>この設定のシャーディング計画なし: %1</translation>
    </message>
    <message>
        <source>The event has no device_ids; the design&apos;s order (tpu.mesh.device_ids) is %1.</source>
        <translation>イベントに device_ids がありません; 設計の順序 (tpu.mesh.device_ids) は %1 です。</translation>
    </message>
    <message>
        <source>torch_xla&apos;s device order is %1; the design&apos;s (tpu.mesh.device_ids) is %2.</source>
        <translation>torch_xla のデバイス順は %1; 設計の順序 (tpu.mesh.device_ids) は %2 です。</translation>
    </message>
    <message>
        <source>torch_xla&apos;s mesh is %1; the design&apos;s is %2.</source>
        <translation>torch_xla の mesh は %1; 設計の mesh は %2 です。</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>ほか %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 parameter(s) differ from the plan: %2.</source>
        <translation>
            <numerusform>%1 個中 %n 個のパラメータが計画と異なります: %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n parameter(s) sharded as planned (%1 by tpu.mesh.partition_specs), as read back from torch_xla&apos;s tensors; device order %2 as designed.</source>
        <translation>
            <numerusform>%n 個のパラメータが計画どおりシャードされています（うち %1 個は tpu.mesh.partition_specs による）。torch_xla のテンソルから読み戻し; デバイス順 %2 は設計どおり。</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory estimate matches the compiler</source>
        <translation>メモリ見積もりがコンパイラと一致</translation>
    </message>
    <message>
        <source>The run wrote no memory_compiled event: plain PyTorch (the CPU smoke mode) compiles nothing. Run with --device xla-cpu (or on the TPU) to get XLA&apos;s buffer assignment.</source>
        <translation>ランは memory_compiled イベントを書きませんでした: 素の PyTorch（CPU スモークモード）は何もコンパイルしません。XLA のバッファ割り当てを得るには --device xla-cpu（または TPU 上）で実行してください。</translation>
    </message>
    <message>
        <source>The memory_compiled event has no per_device.total_bytes; estimate %1 per device.</source>
        <translation>memory_compiled イベントに per_device.total_bytes がありません; 見積もりはデバイスあたり %1。</translation>
    </message>
    <message>
        <source>Estimate %1 per device (%2).</source>
        <translation>見積もりはデバイスあたり %1 (%2)。</translation>
    </message>
    <message numerus="yes">
        <source>XLA&apos;s buffer assignment of %1 over %n device(s): arguments %2, temporaries %3, outputs %4 (%5 of them reusing argument buffers), total %6.</source>
        <translation>
            <numerusform>%n デバイスにわたる %1 の XLA バッファ割り当て: 引数 %2、一時領域 %3、出力 %4（うち %5 は引数のバッファを再利用）、合計 %6。</numerusform>
        </translation>
    </message>
    <message>
        <source>HBM per device of a %1: %2 (%3 figure).</source>
        <translation>%1 のデバイスあたり HBM: %2（%3 値）。</translation>
    </message>
    <message>
        <source>Totals %1 % apart, limit %2 % of the compiler&apos;s figure.</source>
        <translation>合計の差 %1 %、上限はコンパイラ値の %2 %。</translation>
    </message>
    <message>
        <source>State updated in place: estimate %1 (parameters, optimizer state, master copy), XLA %2, %3 % apart, limit %4 %.</source>
        <translation>その場で更新される状態: 見積もり %1（パラメータ、オプティマイザ状態、マスターコピー）、XLA %2、差 %3 %、上限 %4 %。</translation>
    </message>
    <message>
        <source>XLA aliased no argument to an output (parameter aliasing off?): the state is not compared.</source>
        <translation>XLA は引数を出力にエイリアスしていません（パラメータのエイリアスが無効？）: 状態は比較しません。</translation>
    </message>
    <message>
        <source>The run ran in eager debug mode (--eager-debug): every op compiles on its own, so there is no whole-step program to compare with. Run without it to get XLA&apos;s buffer assignment.</source>
        <translation>このランは eager デバッグモード（--eager-debug）で実行されました: 各演算が個別にコンパイルされるため、比較できるステップ全体のプログラムがありません。XLA のバッファー割り当てを得るには、このオプションなしで実行してください。</translation>
    </message>
</context>
<context>
    <name>twb::RunView</name>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Approve baseline</source>
        <translation>ベースラインを承認</translation>
    </message>
    <message>
        <source>Read source.py and baseline_rationale.md (Code tab) first: the run is scored against this baseline.</source>
        <translation>先に source.py と baseline_rationale.md（コードタブ）を読んでください: ランはこのベースラインで評価されます。</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>反復</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <source>Autotune</source>
        <translation>自動調整</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>プロファイル</translation>
    </message>
    <message>
        <source>Ideas ledger</source>
        <translation>アイデア台帳</translation>
    </message>
    <message>
        <source>Debug history</source>
        <translation>デバッグ履歴</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>判断</translation>
    </message>
    <message>
        <source>External evaluation</source>
        <translation>外部評価</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>レポート</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>時間 (ms)</translation>
    </message>
    <message>
        <source>Rejected because</source>
        <translation>却下の理由</translation>
    </message>
    <message>
        <source>Iteration</source>
        <translation>反復</translation>
    </message>
    <message>
        <source>Idea</source>
        <translation>アイデア</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>分類</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <source>Adopted in</source>
        <translation>採用先</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>主張</translation>
    </message>
    <message>
        <source>On a TPU</source>
        <translation>TPU 上</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>アクション</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>ターゲット</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>試行</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>このマシン</translation>
    </message>
    <message>
        <source>REPLAY</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>The journal does not say which worker ran this run.</source>
        <translation>ジャーナルにはこのランを実行したワーカーが記録されていません。</translation>
    </message>
    <message>
        <source>iteration %1 of %2</source>
        <translation>反復 %1 / %2</translation>
    </message>
    <message>
        <source>baseline %1, assurance: %2</source>
        <translation>ベースライン %1、保証: %2</translation>
    </message>
    <message>
        <source>best: iteration %1, %2 ms, %3× vs base.py%4</source>
        <translation>最良: 反復 %1、%2 ms、base.py 比 %3×%4</translation>
    </message>
    <message>
        <source> (replayed)</source>
        <translation> （リプレイ）</translation>
    </message>
    <message>
        <source>best: none yet</source>
        <translation>最良: まだなし</translation>
    </message>
    <message>
        <source>Times and speedups from the harness&apos;s STDOUT, against base.py.</source>
        <translation>時間と高速化率はハーネスの STDOUT から、base.py との比較。</translation>
    </message>
    <message>
        <source>iteration %1 (%2×)</source>
        <translation>反復 %1 (%2×)</translation>
    </message>
    <message>
        <source>Speedup above %1× in %2: review correctness before trusting it; unusually good results are often measurement or correctness errors.</source>
        <translation>%2 で高速化率が %1× 超: 信じる前に正しさを確認してください; 異常に良い結果は計測や正しさの誤りであることが多いです。</translation>
    </message>
    <message>
        <source>iteration %1</source>
        <translation>反復 %1</translation>
    </message>
    <message>
        <source>Reference trust: %1</source>
        <translation>リファレンスの信頼度: %1</translation>
    </message>
    <message>
        <source>No ideas ledger (the run has no references).</source>
        <translation>アイデア台帳なし（このランにはリファレンスがありません）。</translation>
    </message>
    <message>
        <source>*No failures recorded.*</source>
        <translation>*失敗の記録はありません。*</translation>
    </message>
    <message>
        <source>**%1**, from MaxKernel&apos;s `compare_kernel.py`: the published kernel timed against your PyTorch module through torch_xla. Its speedup is against your source; the Iterations tab&apos;s is against base.py. Shown as written (its schema is not public).</source>
        <translation>**%1**、MaxKernel の `compare_kernel.py` より: 公開されたカーネルを torch_xla 経由であなたの PyTorch モジュールと時間比較したもの。その高速化率はあなたのソースに対するもので、反復タブのものは base.py に対するものです。書かれたとおり表示します（スキーマは非公開）。</translation>
    </message>
    <message>
        <source>No %1 in this run.</source>
        <translation>このランに %1 はありません。</translation>
    </message>
    <message>
        <source>To time the published kernel against your PyTorch module, run on the TPU VM in MaxKernel&apos;s environment (`$MK` is its root):</source>
        <translation>公開されたカーネルをあなたの PyTorch モジュールと時間比較するには、TPU VM の MaxKernel 環境で実行してください（`$MK` はそのルート）:</translation>
    </message>
    <message>
        <source>Not offered: %1.</source>
        <translation>提供されず: %1。</translation>
    </message>
    <message>
        <source>No autotune results.</source>
        <translation>自動チューニングの結果はありません。</translation>
    </message>
    <message>
        <source> (output correct)</source>
        <translation> （出力は正しい）</translation>
    </message>
    <message>
        <source>Applied: %1, %2 ms (%3 trials).</source>
        <translation>適用: %1、%2 ms（%3 試行）。</translation>
    </message>
    <message>
        <source>No trial was correct; nothing applied (%1 trials).</source>
        <translation>正しい試行なし; 何も適用されませんでした（%1 試行）。</translation>
    </message>
    <message>
        <source> The recorded optimized time (%1 ms) was measured before this configuration was applied.</source>
        <translation> 記録された最適化時間（%1 ms）はこの設定を適用する前に計測されました。</translation>
    </message>
    <message>
        <source>No DECISION line</source>
        <translation>DECISION 行なし</translation>
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
        <translation>続行</translation>
    </message>
    <message>
        <source>Orchestrator starting…</source>
        <translation>オーケストレーター起動中…</translation>
    </message>
    <message>
        <source>Recording the approval…</source>
        <translation>承認を記録中…</translation>
    </message>
    <message>
        <source>the workbench window</source>
        <translation>Workbench のウィンドウ</translation>
    </message>
    <message>
        <source>Stop requested.</source>
        <translation>停止を要求しました。</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>停止中…</translation>
    </message>
    <message>
        <source>Use in experiment…</source>
        <translation>実験で使う…</translation>
    </message>
    <message>
        <source>Switch the published kernel (optimized.py) into an experiment in place of its module, with a start-up check against the plain module and, if you like, the A/B ablation (tpuwb kernel use).</source>
        <translation>公開されたカーネル (optimized.py) を実験のモジュールの代わりに組み込みます。起動時に通常のモジュールと照合し、必要なら A/B アブレーションも作成します (tpuwb kernel use)。</translation>
    </message>
</context>
<context>
    <name>twb::ScaffoldPlan</name>
    <message>
        <source>%1 exists and is not a file; move it away to scaffold here.</source>
        <translation>%1 は存在しファイルではありません; ここで生成するには移動してください。</translation>
    </message>
    <message>
        <source>Cannot read %1 to compare it: %2.</source>
        <translation>比較のため %1 を読み取れません: %2。</translation>
    </message>
    <message>
        <source>new      %1
</source>
        <translation>新規     %1
</translation>
    </message>
    <message>
        <source>same     %1
</source>
        <translation>同一     %1
</translation>
    </message>
    <message>
        <source>changed  %1 (+%2 -%3)
</source>
        <translation>変更     %1 (+%2 -%3)
</translation>
    </message>
    <message>
        <source>%1 already holds %2 with other content; nothing was written. Review the diff and allow overwriting (--force), or choose another folder.</source>
        <translation>%1 には内容の異なる %2 が既にあります; 何も書き込んでいません。差分を確認して上書きを許可する (--force) か、別のフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>フォルダー %1 を作成できません。</translation>
    </message>
</context>
<context>
    <name>twb::ScaffoldPreviewPage</name>
    <message>
        <source>Preview</source>
        <translation>プレビュー</translation>
    </message>
    <message>
        <source>The generated project. Nothing is written until you press Finish.</source>
        <translation>生成されたプロジェクト。「完了」を押すまで何も書き込まれません。</translation>
    </message>
    <message>
        <source>Rendering ...</source>
        <translation>レンダリング中 ...</translation>
    </message>
    <message>
        <source>Rendering the templates ...</source>
        <translation>テンプレートをレンダリング中 ...</translation>
    </message>
    <message>
        <source>The project cannot be generated: %1</source>
        <translation>プロジェクトを生成できません: %1</translation>
    </message>
    <message numerus="yes">
        <source>Overwrite %n changed file(s) in the folder: %1</source>
        <translation>
            <numerusform>フォルダー内の変更された %n ファイルを上書き: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) into %1 (config hash %2).</source>
        <translation>
            <numerusform>%n ファイルを %1 へ（設定ハッシュ %2）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::SeedSpread</name>
    <message>
        <source>ablation %1: cells with 2 or more finished seeds: %2, at most %3 seeds each</source>
        <translation>アブレーション %1: 完了したシードが 2 つ以上あるセル: %2、セルあたり最大 %3 シード</translation>
    </message>
</context>
<context>
    <name>twb::SeriesPlot</name>
    <message>
        <source>step %1</source>
        <translation>ステップ %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message numerus="yes">
        <source>… %n more</source>
        <translation>
            <numerusform>… 他 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 (step %3)</source>
        <translation>%1: %2（ステップ %3）</translation>
    </message>
    <message>
        <source>%1: mean %2 over %3</source>
        <translation>%1: %3 の平均 %2</translation>
    </message>
    <message>
        <source>NaN / inf</source>
        <translation>NaN / inf</translation>
    </message>
    <message numerus="yes">
        <source>Log scale: %n series with no value above 0 not drawn</source>
        <translation>
            <numerusform>対数スケール: 0 を超える値のない %n 系列は描画しません</numerusform>
        </translation>
    </message>
    <message>
        <source>Log scale: values ≤ 0 left out</source>
        <translation>対数スケール: ≤ 0 の値は除外</translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>%2 に対する %1</translation>
    </message>
    <message>
        <source>%1 plot</source>
        <translation>%1 のプロット</translation>
    </message>
</context>
<context>
    <name>twb::SetBaseCommand</name>
    <message>
        <source>Use base experiment %1</source>
        <translation>ベース実験 %1 を使用</translation>
    </message>
</context>
<context>
    <name>twb::SetBaselineValueCommand</name>
    <message>
        <source>Set baseline of %1</source>
        <translation>%1 のベースラインを設定</translation>
    </message>
</context>
<context>
    <name>twb::SetInvariantsCommand</name>
    <message>
        <source>Set invariants</source>
        <translation>不変条件を設定</translation>
    </message>
</context>
<context>
    <name>twb::SetMetricCommand</name>
    <message>
        <source>Set metric to %1</source>
        <translation>メトリックを %1 に設定</translation>
    </message>
</context>
<context>
    <name>twb::SetModeCommand</name>
    <message>
        <source>Set mode to %1</source>
        <translation>モードを %1 に設定</translation>
    </message>
</context>
<context>
    <name>twb::SetSeedsCommand</name>
    <message>
        <source>Set seeds</source>
        <translation>シードを設定</translation>
    </message>
</context>
<context>
    <name>twb::SetTensorSpecCommand</name>
    <message>
        <source>Shard %1 dimension %2</source>
        <translation>%1 を次元 %2 でシャード</translation>
    </message>
</context>
<context>
    <name>twb::SetVariablePathCommand</name>
    <message>
        <source>Vary %1</source>
        <translation>%1 を変化させる</translation>
    </message>
</context>
<context>
    <name>twb::SetVariableValuesCommand</name>
    <message>
        <source>Set values of %1</source>
        <translation>%1 の値を設定</translation>
    </message>
</context>
<context>
    <name>twb::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Workspace:</source>
        <translation>ワークスペース:</translation>
    </message>
    <message>
        <source>known_hosts file:</source>
        <translation>known_hosts ファイル:</translation>
    </message>
    <message>
        <source>from ~/.ssh/config, else your login name</source>
        <translation>~/.ssh/config から、なければログイン名</translation>
    </message>
    <message>
        <source>Default SSH user:</source>
        <translation>既定の SSH ユーザー:</translation>
    </message>
    <message>
        <source>Default SSH key:</source>
        <translation>既定の SSH 鍵:</translation>
    </message>
    <message>
        <source>ssh-agent, then ~/.ssh/id_*</source>
        <translation>ssh-agent、次に ~/.ssh/id_*</translation>
    </message>
    <message>
        <source>Take the stacks of every host once when a run turns stalled</source>
        <translation>ランが停滞したら全ホストのスタックを一度取得</translation>
    </message>
    <message>
        <source>Monitor:</source>
        <translation>モニター:</translation>
    </message>
    <message>
        <source>e.g. curl -s -d &quot;$TWB_RUN_ID: $TWB_EVENT&quot; https://example.org/hook</source>
        <translation>例: curl -s -d &quot;$TWB_RUN_ID: $TWB_EVENT&quot; https://example.org/hook</translation>
    </message>
    <message>
        <source>Run through /bin/sh on each alert, with TWB_EVENT (stalled, crashed, nan, straggler, finished), TWB_RUN_ID, TWB_HOST, TWB_MACHINE and TWB_DETAIL in its environment</source>
        <translation>アラートごとに /bin/sh で実行します。環境には TWB_EVENT（stalled、crashed、nan、straggler、finished）、TWB_RUN_ID、TWB_HOST、TWB_MACHINE、TWB_DETAIL が入ります</translation>
    </message>
    <message>
        <source>Alert command:</source>
        <translation>アラートコマンド:</translation>
    </message>
    <message>
        <source>Show alerts as desktop notifications</source>
        <translation>アラートをデスクトップ通知で表示</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Straggler alert after:</source>
        <translation>ストラグラーのアラートまで:</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>参照...</translation>
    </message>
    <message>
        <source>Choose a folder</source>
        <translation>フォルダーを選択</translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation>ファイルを選択</translation>
    </message>
</context>
<context>
    <name>twb::SftpClient</name>
    <message>
        <source>no such file or folder</source>
        <translation>そのファイルまたはフォルダーはありません</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>アクセス拒否</translation>
    </message>
    <message>
        <source>it already exists</source>
        <translation>既に存在します</translation>
    </message>
    <message>
        <source>the file system is read-only</source>
        <translation>ファイルシステムが読み取り専用です</translation>
    </message>
    <message>
        <source>the connection was lost</source>
        <translation>接続が失われました</translation>
    </message>
    <message>
        <source>SFTP error %1</source>
        <translation>SFTP エラー %1</translation>
    </message>
    <message>
        <source>Cannot %1 %2 on %3: %4.</source>
        <translation>%3 で %2 を%1できません: %4。</translation>
    </message>
    <message>
        <source>Cannot start SFTP on %1: %2. Check that the host&apos;s sshd has the sftp subsystem enabled.</source>
        <translation>%1 で SFTP を開始できません: %2。ホストの sshd で sftp サブシステムが有効か確認してください。</translation>
    </message>
    <message>
        <source>resolve the home folder</source>
        <translation>ホームフォルダーを解決</translation>
    </message>
    <message>
        <source>Cannot create files under %1 on %2: it is not a folder.</source>
        <translation>%2 の %1 の下にファイルを作成できません: フォルダーではありません。</translation>
    </message>
    <message>
        <source>create the folder</source>
        <translation>フォルダーを作成</translation>
    </message>
    <message>
        <source>create</source>
        <translation>作成</translation>
    </message>
    <message>
        <source>write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>Cannot replace %1 on %2: %3</source>
        <translation>%2 の %1 を置き換えられません: %3</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>%1 を読み取れません: %2。</translation>
    </message>
    <message>
        <source>Reading %1 failed: %2.</source>
        <translation>%1 の読み取りに失敗: %2。</translation>
    </message>
    <message>
        <source>read</source>
        <translation>読み取り</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>フォルダー %1 を作成できません。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>%1 に書き込めません: %2。</translation>
    </message>
    <message>
        <source>Writing %1 failed: %2. The previous content is unchanged.</source>
        <translation>%1 の書き込みに失敗: %2。以前の内容は変更されていません。</translation>
    </message>
</context>
<context>
    <name>twb::ShardingPlan</name>
    <message>
        <source>%1: tpu.mesh.device_ids must list each of the %2 device ids 0..%3 once; save the mesh again from the Mesh panel or remove the field.</source>
        <translation>%1: tpu.mesh.device_ids には %2 個のデバイス ID 0..%3 をそれぞれ 1 回記載する必要があります; Mesh パネルで mesh を保存し直すか、フィールドを削除してください。</translation>
    </message>
    <message>
        <source>%1: %2 has %3 entries but %4 has %5 dimensions %6.</source>
        <translation>%1: %2 には %3 個のエントリがありますが、%4 は %5 次元です %6。</translation>
    </message>
    <message>
        <source>%1: %2 names the axis &quot;%3&quot;, which tpu.mesh does not have (%4).</source>
        <translation>%1: %2 は tpu.mesh にない軸 &quot;%3&quot; を指定しています (%4)。</translation>
    </message>
</context>
<context>
    <name>twb::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
</context>
<context>
    <name>twb::SmokeTestRecord</name>
    <message>
        <source>%1 is not a smoke test record: %2. Run the smoke test again to replace it.</source>
        <translation>%1 はスモークテストの記録ではありません: %2。スモークテストを再実行して置き換えてください。</translation>
    </message>
    <message>
        <source>it is not a JSON object</source>
        <translation>JSON オブジェクトではありません</translation>
    </message>
    <message>
        <source>&quot;schema&quot; is not &quot;%1&quot;</source>
        <translation>&quot;schema&quot; が &quot;%1&quot; ではありません</translation>
    </message>
    <message>
        <source>&quot;config_hash&quot; is missing or not a string</source>
        <translation>&quot;config_hash&quot; がないか文字列ではありません</translation>
    </message>
    <message>
        <source>&quot;passed&quot; is missing or not true/false</source>
        <translation>&quot;passed&quot; がないか true/false ではありません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation>&quot;%1&quot; が整数ではありません</translation>
    </message>
    <message>
        <source>&quot;error&quot;, &quot;device&quot; and &quot;finished_at&quot; must be strings</source>
        <translation>&quot;error&quot;、&quot;device&quot;、&quot;finished_at&quot; は文字列である必要があります</translation>
    </message>
    <message>
        <source>Cannot create %1 for the smoke test&apos;s result; check that the experiment&apos;s folder is writable.</source>
        <translation>スモークテストの結果用に %1 を作成できません; 実験のフォルダーに書き込めるか確認してください。</translation>
    </message>
</context>
<context>
    <name>twb::SmokeTestRunner</name>
    <message>
        <source>no check could be applied (the run wrote no metrics stream).</source>
        <translation>適用できるチェックがありません（ランはメトリックストリームを書きませんでした）。</translation>
    </message>
    <message>
        <source>train.py ended, but a check failed: %1</source>
        <translation>train.py は終了しましたが、チェックが失敗しました: %1</translation>
    </message>
    <message>
        <source>Cannot empty %1; remove it and try again.</source>
        <translation>%1 を空にできません; 削除して再試行してください。</translation>
    </message>
    <message>
        <source>Cannot start %1 in %2: %3. Check the Python interpreter.</source>
        <translation>%2 で %1 を起動できません: %3。Python インタープリターを確認してください。</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>停止しました。</translation>
    </message>
    <message>
        <source>train.py ended on a signal (%1).</source>
        <translation>train.py はシグナルで終了しました (%1)。</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>このマシン</translation>
    </message>
</context>
<context>
    <name>twb::SmokeTestWidget</name>
    <message>
        <source>Smoke test on this machine</source>
        <translation>このマシンでスモークテスト</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Python:</source>
        <translation>Python:</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>ステップ数:</translation>
    </message>
    <message>
        <source>Step %1 of %2: loss %3</source>
        <translation>ステップ %1 / %2: 損失 %3</translation>
    </message>
    <message>
        <source>Smoke test failed: %1</source>
        <translation>スモークテスト失敗: %1</translation>
    </message>
    <message>
        <source>Smoke test did not finish: %1</source>
        <translation>スモークテストが完了しませんでした: %1</translation>
    </message>
    <message>
        <source>Smoke test failed with exit code %1; the log above says why.</source>
        <translation>スモークテストが終了コード %1 で失敗しました; 理由は上のログにあります。</translation>
    </message>
    <message>
        <source>Starting %1 ...</source>
        <translation>%1 を起動中 ...</translation>
    </message>
    <message numerus="yes">
        <source>Smoke test passed: %n step(s) on the CPU, every applicable check passed.</source>
        <translation>
            <numerusform>スモークテスト合格: CPU で %n ステップ、該当するチェックはすべて合格。</numerusform>
        </translation>
    </message>
    <message>
        <source>The Python interpreter with PyTorch: $TPUWB_PYTHON, else the workbench&apos;s Python environment (%1) when installed, else /usr/bin/python3 (Debian&apos;s python3-torch).</source>
        <translation>PyTorch を持つ Python インタープリター: $TPUWB_PYTHON、なければインストール済みのワークベンチの Python 環境（%1）、なければ /usr/bin/python3（Debian の python3-torch）。</translation>
    </message>
    <message>
        <source>CPU (plain PyTorch)</source>
        <translation>CPU（素の PyTorch）</translation>
    </message>
    <message>
        <source>XLA on CPU (torch_xla)</source>
        <translation>CPU 上の XLA（torch_xla）</translation>
    </message>
    <message>
        <source>train.py --device cpu: plain PyTorch, the same model, data, metrics and checkpoint code as on the TPU.</source>
        <translation>train.py --device cpu: 素の PyTorch。TPU と同じモデル、データ、メトリクス、チェックポイントのコード。</translation>
    </message>
    <message>
        <source>train.py --device xla-cpu: the TPU code path (mesh, sharding, torch_xla.step) under torch_xla&apos;s CPU runtime, as many virtual devices as the mesh has. Needs torch_xla in the interpreter.</source>
        <translation>train.py --device xla-cpu: torch_xla の CPU ランタイム上の TPU コードパス（メッシュ、シャーディング、torch_xla.step）。メッシュと同じ数の仮想デバイスで実行します。インタープリターに torch_xla が必要です。</translation>
    </message>
    <message>
        <source>Runs train.py --device cpu (plain PyTorch) or --device xla-cpu (the TPU code path under torch_xla&apos;s CPU runtime): the same model, data, metrics and checkpoint code as on the TPU.</source>
        <translation>train.py --device cpu（素の PyTorch）または --device xla-cpu（torch_xla の CPU ランタイム上の TPU コードパス）を実行します: TPU と同じモデル、データ、メトリクス、チェックポイントのコードです。</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>デバイス:</translation>
    </message>
    <message numerus="yes">
        <source>Smoke test passed: %n step(s) under torch_xla&apos;s CPU runtime, every applicable check passed.</source>
        <translation>
            <numerusform>スモークテスト合格: torch_xla の CPU ランタイムで %n ステップ、該当するチェックはすべて合格。</numerusform>
        </translation>
    </message>
    <message>
        <source>train.py --device xla-cpu: the TPU code path (mesh, sharding, torch_xla.step) under torch_xla&apos;s CPU runtime, as many virtual devices as the mesh has.</source>
        <translation>train.py --device xla-cpu: torch_xla の CPU ランタイム上の TPU コードパス（メッシュ、シャーディング、torch_xla.step）。メッシュと同じ数の仮想デバイスで実行します。</translation>
    </message>
    <message>
        <source>%1 has no torch_xla. The workbench&apos;s Python environment has it (scripts/install-python-env.sh); `tpuwb doctor` shows what each interpreter has.</source>
        <translation>%1 には torch_xla がありません。ワークベンチの Python 環境にはあります（scripts/install-python-env.sh）。各インタープリターにあるものは `tpuwb doctor` で確認できます。</translation>
    </message>
    <message>
        <source>The result was not kept: %1</source>
        <translation>結果は保存されませんでした: %1</translation>
    </message>
    <message>
        <source>Reading this experiment&apos;s last smoke test ...</source>
        <translation>この実験の前回のスモークテストを読み込み中 ...</translation>
    </message>
    <message>
        <source>No smoke test has run for this experiment yet.</source>
        <translation>この実験ではまだスモークテストを実行していません。</translation>
    </message>
    <message>
        <source>Not run since the last change: the last smoke test (%1) tested config %2, the experiment is now %3.</source>
        <translation>前回の変更以降は未実行: 前回のスモークテスト（%1）は設定 %2 をテストしました。実験は現在 %3 です。</translation>
    </message>
    <message numerus="yes">
        <source>Smoke test passed on %1 for config %2: %n step(s) on %3, every applicable check passed.</source>
        <translation>
            <numerusform>スモークテスト合格（%1、設定 %2）: %3 で %n ステップ、該当するチェックはすべて合格。</numerusform>
        </translation>
    </message>
    <message>
        <source>Smoke test failed on %1 for config %2: %3</source>
        <translation>スモークテスト失敗（%1、設定 %2）: %3</translation>
    </message>
    <message>
        <source>exit code %1.</source>
        <translation>終了コード %1。</translation>
    </message>
</context>
<context>
    <name>twb::SpecProbe</name>
    <message>
        <source>The device probe on %1 did not finish; its output was: %2</source>
        <translation>%1 のデバイス調査が完了しませんでした; 出力: %2</translation>
    </message>
    <message>
        <source>%1 reports the accelerator type &quot;%2&quot;: %3</source>
        <translation>%1 はアクセラレータの種類 &quot;%2&quot; を報告しています: %3</translation>
    </message>
    <message>
        <source>The hand-typed spec of %1 (%2 x %3) differs from the hardware (%4 x %5); it was replaced.</source>
        <translation>%1 の手入力の仕様（%2 x %3）はハードウェア（%4 x %5）と異なるため置き換えました。</translation>
    </message>
    <message>
        <source>found %1 x %2; %3 has %4 x %5</source>
        <translation>%1 x %2 を検出。%3 は %4 x %5</translation>
    </message>
    <message>
        <source>The probe of %1 does not match its accelerator type (%2): the spec is not verified. Probe the right machine, or correct its accelerator type.</source>
        <translation>%1 のプローブ結果がアクセラレータタイプ（%2）と一致しません: 仕様は検証されていません。正しいマシンをプローブするか、アクセラレータタイプを修正してください。</translation>
    </message>
</context>
<context>
    <name>twb::SshCommandRunner</name>
    <message>
        <source>Lost the connection to %1 while trying to %2: %3.</source>
        <translation>%2 しようとしている間に %1 との接続が切れました: %3。</translation>
    </message>
    <message>
        <source>Cannot %1 on %2: %3.</source>
        <translation>%2 で %1 できません: %3。</translation>
    </message>
    <message>
        <source>open a channel</source>
        <translation>チャネルを開く</translation>
    </message>
    <message>
        <source>start the command</source>
        <translation>コマンドを起動</translation>
    </message>
    <message>
        <source>send input</source>
        <translation>入力を送信</translation>
    </message>
    <message>
        <source>read the output</source>
        <translation>出力を読み取る</translation>
    </message>
    <message>
        <source>wait for the exit status</source>
        <translation>終了ステータスを待つ</translation>
    </message>
</context>
<context>
    <name>twb::SshConnectError</name>
    <message>
        <source>Cannot connect to %1: the host name %2 does not resolve (DNS: %3). Check the spelling of the host in the machine&apos;s entry or use its IP address; if the name is only known inside a VPN or a cloud network, connect to that first.</source>
        <translation>%1 に接続できません: ホスト名 %2 を解決できません (DNS: %3)。マシンのエントリのホストの綴りを確認するか IP アドレスを使ってください; 名前が VPN やクラウドネットワーク内でのみ有効なら、先にそこへ接続してください。</translation>
    </message>
    <message>
        <source>Cannot connect to %1: the connection was refused. The host is up, but nothing listens on port %2. Check the machine&apos;s SSH port (usually 22) and that sshd runs on the host.</source>
        <translation>%1 に接続できません: 接続が拒否されました。ホストは動いていますが、ポート %2 で待ち受けているものがありません。マシンの SSH ポート（通常 22）と、ホストで sshd が動いているか確認してください。</translation>
    </message>
    <message>
        <source>Cannot connect to %1: no answer within %2 s. The host may be down or stopped, the address may be wrong, or a firewall drops the connection. Check that the TPU VM is running (gcloud compute tpus tpu-vm describe) and that TCP port %3 is open to this machine.</source>
        <translation>%1 に接続できません: %2 秒以内に応答がありません。ホストが停止しているか、アドレスが誤っているか、ファイアウォールが接続を破棄しています。TPU VM が動いているか（gcloud compute tpus tpu-vm describe）、TCP ポート %3 がこのマシンに開いているか確認してください。</translation>
    </message>
    <message>
        <source>Cannot connect to %1: the port accepted the connection but sent no SSH banner within %2 s (%3). Check that sshd, not another service, listens on port %4 and that the host is not overloaded.</source>
        <translation>%1 に接続できません: ポートは接続を受け付けましたが、%2 秒以内に SSH バナーを送りませんでした (%3)。ポート %4 で待ち受けているのが他のサービスではなく sshd か、ホストが過負荷でないか確認してください。</translation>
    </message>
    <message>
        <source>Cannot connect to %1: there is no network route to the host (%2). Check the address, and that this machine is on the network (or VPN) that reaches it.</source>
        <translation>%1 に接続できません: ホストへのネットワーク経路がありません (%2)。アドレスと、このマシンがそこに届くネットワーク（または VPN）にいるか確認してください。</translation>
    </message>
    <message>
        <source>Cannot connect to %1: the port accepted the connection and closed it before any SSH greeting (%2). Another service may listen on port %3, or sshd dropped the connection (too many unauthenticated connections, a firewall or TCP wrapper rule). Check the port and sshd&apos;s log on the host.</source>
        <translation>%1 に接続できません: ポートは接続を受け付けましたが、SSH の挨拶の前に閉じました (%2)。ポート %3 で別のサービスが待ち受けているか、sshd が接続を切りました（未認証接続が多すぎる、ファイアウォールや TCP wrapper の規則）。ホストのポートと sshd のログを確認してください。</translation>
    </message>
    <message>
        <source>Cannot connect to %1 through the jump host %2: %3. Check that `ssh %2` works from this machine and that the jump host reaches %4.</source>
        <translation>ジャンプホスト %2 経由で %1 に接続できません: %3。このマシンから `ssh %2` が通り、ジャンプホストが %4 に届くか確認してください。</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2. Check that the host is running and that its SSH port is reachable.</source>
        <translation>%1 に接続できません: %2。ホストが動作し、SSH ポートに到達できるか確認してください。</translation>
    </message>
</context>
<context>
    <name>twb::SshHostKeyCheck</name>
    <message>
        <source>%1 did not present a host key: %2.</source>
        <translation>%1 はホスト鍵を提示しませんでした: %2。</translation>
    </message>
    <message>
        <source>%1 key %2 at %3</source>
        <translation>%3 の %1 鍵 %2</translation>
    </message>
    <message>
        <source>a different key (the line could not be found)</source>
        <translation>別の鍵（該当行が見つかりません）</translation>
    </message>
    <message>
        <source>Refused to connect to %1: it offered a %2 host key %3, but the known_hosts file records a key of another type for it: %4. This can be an attack (man in the middle). The known_hosts file was not changed. If the host&apos;s keys were really replaced, confirm the new fingerprint with its administrator, remove the old line with `%5`, and connect again.</source>
        <translation>%1 への接続を拒否しました: %2 ホスト鍵 %3 を提示しましたが、known_hosts ファイルには別の種類の鍵が記録されています: %4。攻撃（中間者）の可能性があります。known_hosts ファイルは変更していません。ホストの鍵が本当に置き換えられたなら、管理者と新しいフィンガープリントを確認し、`%5` で古い行を削除して再接続してください。</translation>
    </message>
    <message>
        <source>Refused to connect to %1: its host key has CHANGED. It offered %2 key %3, but the known_hosts file records %4. Someone may be intercepting the connection (man in the middle), or the host was reinstalled. The known_hosts file was not changed. If you know the host was reinstalled, confirm the new fingerprint with its administrator, remove the old line with `%5`, and connect again.</source>
        <translation>%1 への接続を拒否しました: ホスト鍵が変更されています。%2 鍵 %3 を提示しましたが、known_hosts ファイルの記録は %4 です。接続が傍受されている（中間者）か、ホストが再インストールされた可能性があります。known_hosts ファイルは変更していません。再インストールされたと分かっているなら、管理者と新しいフィンガープリントを確認し、`%5` で古い行を削除して再接続してください。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the known_hosts file; the host key of %2 was not saved.</source>
        <translation>known_hosts ファイル用のフォルダー %1 を作成できません; %2 のホスト鍵は保存されませんでした。</translation>
    </message>
    <message>
        <source>Cannot open %1 to save the host key of %2: %3.</source>
        <translation>%2 のホスト鍵を保存するため %1 を開けません: %3。</translation>
    </message>
    <message>
        <source>Cannot save the host key of %1 to %2: %3.</source>
        <translation>%1 のホスト鍵を %2 に保存できません: %3。</translation>
    </message>
    <message>
        <source>Cannot check the host key of %1 against %2: %3. Check that the file is readable and well formed.</source>
        <translation>%1 のホスト鍵を %2 と照合できません: %3。ファイルが読み取り可能で正しい形式か確認してください。</translation>
    </message>
    <message>
        <source>Did not connect to %1: its %2 host key %3 was not accepted.</source>
        <translation>%1 に接続しませんでした: %2 ホスト鍵 %3 は受け入れられませんでした。</translation>
    </message>
    <message>
        <source>Refused to connect to %1: its host key is not known (%2 key %3; not in %4). Check the fingerprint with the host&apos;s administrator (on the host: `ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub`), then re-run with --accept-new, or accept the key in the GUI.</source>
        <translation>%1 への接続を拒否しました: ホスト鍵が不明です（%2 鍵 %3; %4 にありません）。ホストの管理者とフィンガープリントを確認し（ホスト上で: `ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub`）、--accept-new で再実行するか GUI で鍵を受け入れてください。</translation>
    </message>
</context>
<context>
    <name>twb::SshTransport</name>
    <message>
        <source>Internal error: the SSH connection to %1 was used from a second thread (a libssh session belongs to one thread). Please report this bug.</source>
        <translation>内部エラー: %1 への SSH 接続が別のスレッドから使われました（libssh のセッションは 1 スレッド専用）。このバグを報告してください。</translation>
    </message>
    <message>
        <source>Cannot %1 on %2: %3.</source>
        <translation>%2 で %1 できません: %3。</translation>
    </message>
    <message>
        <source>No host name given for the SSH connection.</source>
        <translation>SSH 接続のホスト名が指定されていません。</translation>
    </message>
    <message>
        <source>No known_hosts file configured for %1; set one (--known-hosts, or Settings in the GUI).</source>
        <translation>%1 の known_hosts ファイルが設定されていません; 設定してください（--known-hosts または GUI の設定）。</translation>
    </message>
    <message>
        <source>libssh could not create a session.</source>
        <translation>libssh はセッションを作成できませんでした。</translation>
    </message>
    <message>
        <source>Cannot parse the SSH config %1: %2.</source>
        <translation>SSH 設定 %1 を解析できません: %2。</translation>
    </message>
    <message>
        <source>log in</source>
        <translation>ログイン</translation>
    </message>
    <message>
        <source>Authentication failed on %1: the host accepted none of the SSH agent&apos;s keys or ~/.ssh/id_* keys for user %2. Check the machine&apos;s SSH user, set its key file (or IdentityFile in ~/.ssh/config), and check that the key&apos;s public half is in ~/.ssh/authorized_keys of %2 on the host.</source>
        <translation>%1 での認証に失敗: ホストはユーザー %2 の SSH エージェントの鍵も ~/.ssh/id_* の鍵も受け入れませんでした。マシンの SSH ユーザーを確認し、鍵ファイル（または ~/.ssh/config の IdentityFile）を設定し、公開鍵がホストの %2 の ~/.ssh/authorized_keys にあるか確認してください。</translation>
    </message>
    <message>
        <source>The identity file %1 for %2 does not exist. Fix the machine&apos;s SSH identity file setting.</source>
        <translation>%2 の ID ファイル %1 は存在しません。マシンの SSH ID ファイルの設定を修正してください。</translation>
    </message>
    <message>
        <source>Cannot read the private key %1: it is not a key file libssh understands.</source>
        <translation>秘密鍵 %1 を読み取れません: libssh が理解できる鍵ファイルではありません。</translation>
    </message>
    <message>
        <source>The key %1 is protected by a passphrase and there is no way to ask for it here. Load it into the SSH agent (`ssh-add %1`) and retry.</source>
        <translation>鍵 %1 はパスフレーズで保護されており、ここでは尋ねられません。SSH エージェントに読み込んで（`ssh-add %1`）再試行してください。</translation>
    </message>
    <message>
        <source>Login to %1 cancelled: no passphrase for %2.</source>
        <translation>%1 へのログインをキャンセル: %2 のパスフレーズがありません。</translation>
    </message>
    <message>
        <source>Cannot unlock the key %1: wrong passphrase (%2 attempts).</source>
        <translation>鍵 %1 のロックを解除できません: パスフレーズが違います（%2 回試行）。</translation>
    </message>
    <message>
        <source>Authentication failed on %1: the host refused the key %2 for user %3. Check the machine&apos;s SSH user and key file, and that %2.pub is in ~/.ssh/authorized_keys of that user on the host.</source>
        <translation>%1 での認証に失敗: ホストはユーザー %3 の鍵 %2 を拒否しました。マシンの SSH ユーザーと鍵ファイル、そして %2.pub がホストのそのユーザーの ~/.ssh/authorized_keys にあるか確認してください。</translation>
    </message>
</context>
<context>
    <name>twb::StackDump</name>
    <message>
        <source>%1: expected a list of frames.</source>
        <translation>%1: フレームのリストが必要です。</translation>
    </message>
    <message>
        <source>%1: a frame is not an object.</source>
        <translation>%1: フレームがオブジェクトではありません。</translation>
    </message>
    <message>
        <source>%1 is not a stack dump (no &quot;hosts&quot; list).</source>
        <translation>%1 はスタックダンプではありません（&quot;hosts&quot; リストなし）。</translation>
    </message>
    <message>
        <source>%1: a host entry has no &quot;host&quot; index.</source>
        <translation>%1: ホストのエントリに &quot;host&quot; インデックスがありません。</translation>
    </message>
    <message>
        <source>%1: host %2</source>
        <translation>%1: ホスト %2</translation>
    </message>
    <message>
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <source>sleeping</source>
        <translation>スリープ中</translation>
    </message>
    <message>
        <source>in uninterruptible disk wait (D state)</source>
        <translation>割り込み不可のディスク待ち（D 状態）</translation>
    </message>
    <message>
        <source>stopped by a debugger or tracer (t state)</source>
        <translation>デバッガまたはトレーサにより停止（t 状態）</translation>
    </message>
    <message>
        <source>stopped (SIGSTOP / T state)</source>
        <translation>停止中（SIGSTOP / T 状態）</translation>
    </message>
    <message>
        <source>exited, not yet reaped (zombie, Z state)</source>
        <translation>終了済みで未回収（ゾンビ、Z 状態）</translation>
    </message>
    <message>
        <source>gone (train.py does not run there)</source>
        <translation>消えた（train.py はそこで動いていない）</translation>
    </message>
    <message>
        <source>state unknown</source>
        <translation>状態不明</translation>
    </message>
    <message>
        <source>did not answer (%1)</source>
        <translation>応答なし（%1）</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>理由なし</translation>
    </message>
    <message>
        <source>its stack is not where hosts %1 are</source>
        <translation>スタックがホスト %1 と同じ場所にない</translation>
    </message>
    <message>
        <source>in %1, not where hosts %2 are</source>
        <translation>%1 にあり、ホスト %2 と同じ場所にない</translation>
    </message>
    <message>
        <source>no stack</source>
        <translation>スタックなし</translation>
    </message>
    <message>
        <source>host %1: %2</source>
        <translation>ホスト %1: %2</translation>
    </message>
</context>
<context>
    <name>twb::StackParser</name>
    <message>
        <source>py-spy dump --json printed no list of threads.</source>
        <translation>py-spy dump --json はスレッドのリストを出力しませんでした。</translation>
    </message>
</context>
<context>
    <name>twb::StackSampler</name>
    <message>
        <source>train.py does not run there (it ended, or never started); its log says why.</source>
        <translation>train.py はそこで動いていません（終了したか起動していない）; 理由はログにあります。</translation>
    </message>
    <message>
        <source>the stack script did not finish; try again, and check that the host answers.</source>
        <translation>スタックスクリプトが完了しませんでした; 再試行し、ホストが応答するか確認してください。</translation>
    </message>
    <message>
        <source>no stack sampler worked (%1). Install py-spy there (`pip install py-spy`) or an austin that knows its Python, or scaffold the project again so that train.py dumps its own stacks on SIGUSR2.</source>
        <translation>動作するスタックサンプラーがありません (%1)。そこに py-spy（`pip install py-spy`）かその Python を扱える austin を入れるか、train.py が SIGUSR2 で自分のスタックを出力するようプロジェクトを再生成してください。</translation>
    </message>
    <message>
        <source>none is installed</source>
        <translation>どれもインストールされていません</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>the host did not answer within 30 s</source>
        <translation>ホストが 30 秒以内に応答しませんでした</translation>
    </message>
    <message>
        <source>Could not create %1; check the workspace&apos;s permissions.</source>
        <translation>%1 を作成できませんでした; ワークスペースの権限を確認してください。</translation>
    </message>
    <message>
        <source>No stack dump has been taken of this run yet (%1 is empty); take one with `tpuwb run stacks`.</source>
        <translation>このランのスタックダンプはまだありません（%1 は空）; `tpuwb run stacks` で取得してください。</translation>
    </message>
    <message>
        <source>train.py has exited and is not yet reaped (a zombie); its log says why.</source>
        <translation>train.py は終了しましたがまだ回収されていません（ゾンビ）。理由はログにあります。</translation>
    </message>
    <message>
        <source>train.py is stopped (%1 state), so it cannot dump its own stacks (%2). py-spy reads a stopped process (`pip install py-spy` in its Python environment); `kill -CONT %3` there lets it go on.</source>
        <translation>train.py は停止中（%1 状態）のため、自分のスタックをダンプできません（%2）。py-spy は停止中のプロセスを読めます（その Python 環境で `pip install py-spy`）。そこで `kill -CONT %3` を実行すると続行します。</translation>
    </message>
</context>
<context>
    <name>twb::StackView</name>
    <message>
        <source>Where (most recent call first)</source>
        <translation>場所（最新の呼び出しが先頭）</translation>
    </message>
    <message>
        <source>File:line</source>
        <translation>ファイル:行</translation>
    </message>
    <message>
        <source>No stack dump taken yet.</source>
        <translation>スタックダンプはまだありません。</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>ホスト %1</translation>
    </message>
    <message>
        <source>hosts %1</source>
        <translation>ホスト %1</translation>
    </message>
    <message>
        <source>Odd one out: %1</source>
        <translation>外れ値: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n thread(s) each)</source>
        <translation>
            <numerusform>%1（各 %n スレッド）</numerusform>
        </translation>
    </message>
    <message>
        <source>thread %1</source>
        <translation>スレッド %1</translation>
    </message>
    <message>
        <source>thread %1 (%2)</source>
        <translation>スレッド %1 (%2)</translation>
    </message>
    <message>
        <source>host %1: no stacks</source>
        <translation>ホスト %1: スタックなし</translation>
    </message>
    <message numerus="yes">
        <source>Stacks of %n host(s), taken %1.</source>
        <translation>
            <numerusform>%n ホストのスタック、%1 に取得。</numerusform>
        </translation>
    </message>
    <message>
        <source>No host is odd: no single group holds more hosts than every other.</source>
        <translation>外れたホストなし: 他のどのグループよりホストが多いグループはありません。</translation>
    </message>
    <message>
        <source>Every host is at the same place.</source>
        <translation>すべてのホストが同じ場所にいます。</translation>
    </message>
    <message numerus="yes">
        <source>%n odd one(s) out, not where the others are: %1.</source>
        <comment>hosts</comment>
        <translation>
            <numerusform>外れ値 %n 台（他と違う場所）: %1。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::StepTimeProbe</name>
    <message>
        <source>The step-time measurement was cancelled; the plan has no measured step time.</source>
        <translation>ステップ時間の測定はキャンセルされました。計画には実測のステップ時間がありません。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2. The measuring run wrote no metrics stream.</source>
        <translation>%1 を読めません: %2。測定実行はメトリクスストリームを書きませんでした。</translation>
    </message>
    <message>
        <source>%1 has too few step times (%2) past the %3 warm-up steps that are left out; measure with more steps.</source>
        <translation>%1 には、除外する %3 ウォームアップステップの後のステップ時間が少なすぎます (%2)。より多くのステップで測定してください。</translation>
    </message>
    <message>
        <source>smoke run on this computer: step %1 of %2, loss %3</source>
        <translation>このコンピューターでのスモーク実行: ステップ %1 / %2、loss %3</translation>
    </message>
    <message>
        <source>smoke run on this computer: %1 steps of %2 with --device cpu</source>
        <translation>このコンピューターでのスモーク実行: %2 を --device cpu で %1 ステップ</translation>
    </message>
    <message>
        <source>The smoke run in %1 failed (exit %2)%3; the step time was not measured. Run `python3 train.py --device cpu --max-steps %4` there to see why.</source>
        <translation>%1 でのスモーク実行が失敗しました (終了コード %2)%3。ステップ時間は測定されていません。原因を見るにはそこで `python3 train.py --device cpu --max-steps %4` を実行してください。</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>このコンピューター</translation>
    </message>
    <message>
        <source>measuring run %1 on %2: %3</source>
        <translation>%2 上の測定実行 %1: %3</translation>
    </message>
    <message>
        <source>The measuring run %1 on %2 ended %3%4; the step time was not measured. See `tpuwb run logs %1`.</source>
        <translation>%2 上の測定実行 %1 は %3%4 で終わりました。ステップ時間は測定されていません。`tpuwb run logs %1` を見てください。</translation>
    </message>
    <message>
        <source>%1 (run %2)</source>
        <translation>%1 (実行 %2)</translation>
    </message>
</context>
<context>
    <name>twb::StudyBuilder</name>
    <message>
        <source>&quot;%1&quot; needs a field path and its values: path=v1,v2 (e.g. train.lr=1e-4,3e-4).</source>
        <translation>「%1」にはフィールドのパスと値が必要です: path=v1,v2 (例: train.lr=1e-4,3e-4)。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; gives %2 no values: write %2=v1,v2.</source>
        <translation>「%1」は %2 に値を与えていません: %2=v1,v2 と書いてください。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; gives %2 one value only; a variable needs two values or more to compare (set a fixed value with --set instead).</source>
        <translation>「%1」は %2 に値を 1 つしか与えていません。比較するには変数に 2 つ以上の値が必要です (固定値は --set で設定してください)。</translation>
    </message>
    <message>
        <source>%1 is not a field of the experiment.</source>
        <translation>%1 は実験のフィールドではありません。</translation>
    </message>
    <message>
        <source>%1 is not a field of the experiment; its block has: %2.</source>
        <translation>%1 は実験のフィールドではありません。そのブロックにあるもの: %2。</translation>
    </message>
    <message>
        <source>The study name &quot;%1&quot; is not usable: letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, 1 to 64 characters.</source>
        <translation>研究名「%1」は使えません: 英字、数字、&apos;.&apos;、&apos;_&apos;、&apos;-&apos; で 1〜64 文字です。</translation>
    </message>
    <message>
        <source>Seeds must be 1 to %1, not %2.</source>
        <translation>シード数は 1〜%1 です。%2 ではありません。</translation>
    </message>
    <message>
        <source>A study needs a variable to vary, e.g. train.lr=1e-4,3e-4.</source>
        <translation>研究には変化させる変数が必要です。例: train.lr=1e-4,3e-4。</translation>
    </message>
    <message>
        <source>%1 is varied twice; give its values once.</source>
        <translation>%1 が 2 回変化させられています。値は 1 回だけ指定してください。</translation>
    </message>
    <message>
        <source>%1 holds another project (%2 differ); choose another study name or overwrite.</source>
        <translation>%1 には別のプロジェクトがあります (%2 が異なります)。別の研究名を選ぶか上書きしてください。</translation>
    </message>
    <message>
        <source>%1 exists with another matrix; choose another study name or overwrite.</source>
        <translation>%1 は別のマトリクスで存在します。別の研究名を選ぶか上書きしてください。</translation>
    </message>
    <message>
        <source>Cannot create %1; check its permissions.</source>
        <translation>%1 を作成できません。権限を確認してください。</translation>
    </message>
</context>
<context>
    <name>twb::StudyCreation</name>
    <message>
        <source>No run service to measure the step time on %1 with.</source>
        <translation>%1 でステップ時間を計測するためのランサービスがありません。</translation>
    </message>
</context>
<context>
    <name>twb::StudyPlan</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ミリ秒</translation>
    </message>
    <message>
        <source>%1 us</source>
        <translation>%1 マイクロ秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 時間</translation>
    </message>
    <message>
        <source>%1 h (%2 days)</source>
        <translation>%1 時間 (%2 日)</translation>
    </message>
    <message>
        <source>the metric &quot;%1&quot; is not one the training project writes; use one of: %2.</source>
        <translation>指標「%1」は学習プロジェクトが書き出すものではありません。次のいずれかを使ってください: %2。</translation>
    </message>
    <message>
        <source>the accelerator type &quot;%1&quot; is not in the catalog</source>
        <translation>アクセラレータータイプ「%1」はカタログにありません</translation>
    </message>
    <message>
        <source>the experiment&apos;s model or batch is not known</source>
        <translation>実験のモデルまたはバッチが不明です</translation>
    </message>
    <message>
        <source>%1 GFLOP per step (6N+12Lds x %2 tokens): the CPU ran it at %3 GFLOP/s; %4 chips of %5 at %6 TFLOP/s bf16 peak each, at an assumed %7% MFU, would take %8</source>
        <translation>1 ステップ %1 GFLOP (6N+12Lds x %2 トークン): CPU は %3 GFLOP/s で実行しました。%5 の %4 チップ (各 bf16 ピーク %6 TFLOP/s) は、MFU %7% を仮定すると %8 かかります</translation>
    </message>
    <message>
        <source>measured: the median step of a smoke run on %1 (%2; steps after warm-up: %3), read from %4</source>
        <translation>実測: %1 (%2、ウォームアップ後のステップ数: %3) でのスモーク実行のステップ時間の中央値、%4 から読み取り</translation>
    </message>
    <message>
        <source>measured on CPU (%1, the median step on %2; steps after warm-up: %3; read from %4), scaled by %5; not a TPU figure</source>
        <translation>CPU で実測 (%1、%2 でのステップ時間の中央値、ウォームアップ後のステップ数: %3、%4 から読み取り)、%5 倍にスケール。TPU の値ではありません</translation>
    </message>
    <message>
        <source>measured on CPU (%1), which cannot be scaled to %2: %3; no TPU figure</source>
        <translation>CPU で実測 (%1)。%2 にスケールできません: %3。TPU の値はありません</translation>
    </message>
    <message>
        <source>not measured: %1</source>
        <translation>未測定: %1</translation>
    </message>
    <message>
        <source># Study plan: %1

</source>
        <translation># 研究計画: %1

</translation>
    </message>
    <message>
        <source>## Idea

%1

</source>
        <translation>## アイデア

%1

</translation>
    </message>
    <message>
        <source>(not given)</source>
        <translation>(指定なし)</translation>
    </message>
    <message>
        <source>## Hypothesis

%1

</source>
        <translation>## 仮説

%1

</translation>
    </message>
    <message>
        <source>## Base experiment

</source>
        <translation>## ベース実験

</translation>
    </message>
    <message>
        <source>- Project: `%1` (config hash %2)
</source>
        <translation>- プロジェクト: `%1` (設定ハッシュ %2)
</translation>
    </message>
    <message>
        <source>- Slice: %1
</source>
        <translation>- スライス: %1
</translation>
    </message>
    <message>
        <source>- Steps per run: %1 (train.max_steps)
</source>
        <translation>- 実行あたりのステップ数: %1 (train.max_steps)
</translation>
    </message>
    <message>
        <source>## Ablation matrix

</source>
        <translation>## アブレーションマトリクス

</translation>
    </message>
    <message>
        <source>- File: `%1` (%2)
</source>
        <translation>- ファイル: `%1` (%2)
</translation>
    </message>
    <message>
        <source>- Metric: %1, goal %2, at %3
</source>
        <translation>- 指標: %1、目標 %2、時点 %3
</translation>
    </message>
    <message>
        <source>| variable | values |</source>
        <translation>| 変数 | 値 |</translation>
    </message>
    <message>
        <source>Cells x seeds = runs: %1 x %2 = %3.

</source>
        <translation>セル x シード = 実行: %1 x %2 = %3。

</translation>
    </message>
    <message>
        <source>## Next

</source>
        <translation>## 次に

</translation>
    </message>
    <message>
        <source>- Results: `tpuwb ablate report %1 --out report.md`
</source>
        <translation>- 結果: `tpuwb ablate report %1 --out report.md`
</translation>
    </message>
    <message>
        <source>## Compute budget

</source>
        <translation>## 計算予算

</translation>
    </message>
    <message>
        <source>- Step time: %1
</source>
        <translation>- ステップ時間: %1
</translation>
    </message>
    <message>
        <source>- Scale: %1 (%2)
</source>
        <translation>- スケール: %1 (%2)
</translation>
    </message>
    <message>
        <source>- Budget step time: %1%2
</source>
        <translation>- 予算のステップ時間: %1%2
</translation>
    </message>
    <message>
        <source> (scaled from CPU; not a TPU figure)</source>
        <translation> (CPU からスケール。TPU の値ではありません)</translation>
    </message>
    <message>
        <source>- Below about %1 a TPU step is bound by launch overhead, not by FLOPs: this scaled figure is a lower bound. Measure on the slice (`--machine NAME`) for a real one.
</source>
        <translation>- 約 %1 未満では、TPU のステップは FLOPs ではなく起動オーバーヘッドで決まります。このスケール値は下限です。実際の値はスライス上で測定してください (`--machine NAME`)。
</translation>
    </message>
    <message>
        <source>- Training: runs x steps x step time = %1 x %2 x %3 = %4
</source>
        <translation>- 学習: 実行数 x ステップ数 x ステップ時間 = %1 x %2 x %3 = %4
</translation>
    </message>
    <message>
        <source>- Not included: compilation and start-up (a few minutes per run on a TPU), evaluation beyond train.eval_every, failed runs.
</source>
        <translation>- 含まれないもの: コンパイルと起動 (TPU では実行ごとに数分)、train.eval_every を超える評価、失敗した実行。
</translation>
    </message>
    <message>
        <source>- Budget: unknown. %1
</source>
        <translation>- 予算: 不明。%1
</translation>
    </message>
    <message>
        <source>- To measure it: `tpuwb plan new ... --measure` (a short CPU smoke run here) or `--machine NAME` (a short run on the slice).
</source>
        <translation>- 測定するには: `tpuwb plan new ... --measure` (ここでの短い CPU スモーク実行) または `--machine NAME` (スライス上での短い実行)。
</translation>
    </message>
    <message>
        <source>## Significance

</source>
        <translation>## 有意性

</translation>
    </message>
    <message>
        <source>- With 1 seed per cell there is no seed spread: no difference between cells can be called significant. Use 3 seeds or more (`--seeds 3`).

</source>
        <translation>- セルあたり 1 シードではシード間のばらつきがありません。セル間のどの差も有意とは言えません。3 シード以上を使ってください (`--seeds 3`)。

</translation>
    </message>
    <message>
        <source>- Seeds per cell: %1. Two cells differ detectably (two-sided 5%, 80% power, t with %2 degrees of freedom) when their means are %3 seed standard deviations apart.
</source>
        <translation>- セルあたりのシード数: %1。2 つのセルの平均がシード標準偏差の %3 倍離れていれば差を検出できます (両側 5%、検出力 80%、自由度 %2 の t 分布)。
</translation>
    </message>
    <message>
        <source>- Seed spread of %1: %2 (pooled, %3 degrees of freedom; %4). Detectable difference: %5.
</source>
        <translation>- %1 のシード間ばらつき: %2 (プール、自由度 %3、%4)。検出できる差: %5。
</translation>
    </message>
    <message>
        <source>- The spread was measured on other runs than this study&apos;s; the first cell&apos;s seeds measure it for this one (`tpuwb ablate report`).
</source>
        <translation>- このばらつきはこの研究以外の実行で測定されました。この研究では最初のセルのシードがそれを測定します (`tpuwb ablate report`)。
</translation>
    </message>
    <message>
        <source>- Seed spread of %1: unknown (no finished multi-seed runs of it in this workspace). Run the baseline cell with its seeds first (`tpuwb ablate launch %2`); the report&apos;s std column is the spread.
</source>
        <translation>- %1 のシード間ばらつき: 不明 (このワークスペースに完了した複数シードの実行がありません)。まずベースラインのセルをそのシードで実行してください (`tpuwb ablate launch %2`)。レポートの std 列がばらつきです。
</translation>
    </message>
    <message>
        <source>## Timeline

</source>
        <translation>## タイムライン

</translation>
    </message>
    <message>
        <source>- Unknown until the step time is measured.

</source>
        <translation>- ステップ時間を測定するまで不明です。

</translation>
    </message>
    <message>
        <source>- Machines in parallel: %1 (one run per machine at a time): %2 of wall time.
</source>
        <translation>- 並列のマシン数: %1 (マシンごとに同時に 1 実行): 実時間 %2。
</translation>
    </message>
    <message>
        <source>- With %1 machines (one per run): %2.
</source>
        <translation>- %1 台のマシン (実行ごとに 1 台) では: %2。
</translation>
    </message>
    <message>
        <source>- Launch: `tpuwb ablate launch %1 --machines %2`
</source>
        <translation>- 起動: `tpuwb ablate launch %1 --machines %2`
</translation>
    </message>
    <message>
        <source>- Chip time: %1 (%2 of training x chips per run: %3, %4; at %5 per step, scaled from %6 measured on CPU)
</source>
        <translation>- チップ時間: %1（%2 の学習 x 実行あたりのチップ数: %3、%4。1 ステップ %5、CPU で測定した %6 から換算）
</translation>
    </message>
    <message>
        <source>- Chip time: %1 (%2 of training x chips per run: %3, %4; at the measured step time of %5)
</source>
        <translation>- チップ時間: %1（%2 の学習 x 実行あたりのチップ数: %3、%4。測定したステップ時間 %5 による）
</translation>
    </message>
</context>
<context>
    <name>twb::TabListButton</name>
    <message>
        <source>Tabs</source>
        <extracomment>A button beside a row of tabs whose menu lists all of them.</extracomment>
        <translation>タブ</translation>
    </message>
    <message>
        <source>Every tab, also those scrolled out of sight</source>
        <translation>すべてのタブ（スクロールで見えないものも）</translation>
    </message>
    <message>
        <source>All tabs</source>
        <translation>すべてのタブ</translation>
    </message>
</context>
<context>
    <name>twb::TemplateRenderer</name>
    <message>
        <source>Template %1, %2: %3. Fix the template; nothing was generated.</source>
        <translation>テンプレート %1、%2: %3。テンプレートを修正してください; 何も生成されていません。</translation>
    </message>
    <message>
        <source>unknown line</source>
        <translation>不明な行</translation>
    </message>
    <message>
        <source>partial `%1` used, but this renderer has no partials</source>
        <translation>partial `%1` が使われていますが、このレンダラーには partial がありません</translation>
    </message>
    <message>
        <source>partial `%1` cannot be loaded (%2)</source>
        <translation>partial `%1` を読み込めません (%2)</translation>
    </message>
    <message>
        <source>`%1` is not in the data given to the template (a typo, or a key the caller must add)</source>
        <translation>`%1` はテンプレートに渡すデータにありません（タイプミスか、呼び出し側が追加すべきキー）</translation>
    </message>
</context>
<context>
    <name>twb::TemplateStore</name>
    <message>
        <source>Template path `%1` leaves the templates folder %2; use a path relative to it.</source>
        <translation>テンプレートパス `%1` はテンプレートフォルダー %2 の外です; それに対する相対パスを使ってください。</translation>
    </message>
    <message>
        <source>the file is missing or unreadable</source>
        <translation>ファイルがないか読み取れません</translation>
    </message>
    <message>
        <source>the templates folder does not exist; set TPUWB_TEMPLATES or reinstall</source>
        <translation>テンプレートフォルダーがありません; TPUWB_TEMPLATES を設定するか再インストールしてください</translation>
    </message>
    <message>
        <source>Cannot read template %1 (%2).</source>
        <translation>テンプレート %1 を読み取れません (%2)。</translation>
    </message>
    <message>
        <source>Template folder %1 does not exist; set TPUWB_TEMPLATES or reinstall.</source>
        <translation>テンプレートフォルダー %1 は存在しません; TPUWB_TEMPLATES を設定するか再インストールしてください。</translation>
    </message>
</context>
<context>
    <name>twb::TensorTableModel</name>
    <message>
        <source>Dimension %1 (%2): the mesh axes it is split over</source>
        <translation>次元 %1 (%2): 分割に使う mesh 軸</translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation>テンソル</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <source>Dim 0</source>
        <translation>次元 0</translation>
    </message>
    <message>
        <source>Dim 1</source>
        <translation>次元 1</translation>
    </message>
    <message>
        <source>Dim 2</source>
        <translation>次元 2</translation>
    </message>
    <message>
        <source>Shard per device</source>
        <translation>デバイスあたりのシャード</translation>
    </message>
    <message>
        <source>Bytes / device</source>
        <translation>バイト / デバイス</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
</context>
<context>
    <name>twb::TfEventReader</name>
    <message>
        <source>%1: the record at byte %2 is damaged (%3); it is skipped and the file read on.</source>
        <translation>%1: バイト %2 のレコードが破損しています (%3); スキップして読み進めます。</translation>
    </message>
</context>
<context>
    <name>twb::TfRecordReader</name>
    <message>
        <source>a record length of %1 bytes, past the limit of %2</source>
        <translation>レコード長 %1 バイト、上限 %2 を超えています</translation>
    </message>
    <message>
        <source>the length&apos;s checksum does not match</source>
        <translation>長さのチェックサムが一致しません</translation>
    </message>
    <message>
        <source>the data&apos;s checksum does not match</source>
        <translation>データのチェックサムが一致しません</translation>
    </message>
</context>
<context>
    <name>twb::TorchXlaPorter</name>
    <message>
        <source>device placement</source>
        <translation>デバイス配置</translation>
    </message>
    <message>
        <source>.cuda() call</source>
        <translation>.cuda() 呼び出し</translation>
    </message>
    <message>
        <source>mixed precision (bf16)</source>
        <translation>混合精度（bf16）</translation>
    </message>
    <message>
        <source>step boundary</source>
        <translation>ステップ境界</translation>
    </message>
    <message>
        <source>device loader</source>
        <translation>デバイスローダー</translation>
    </message>
    <message>
        <source>process launch</source>
        <translation>プロセス起動</translation>
    </message>
    <message>
        <source>runtime call</source>
        <translation>ランタイム呼び出し</translation>
    </message>
    <message>
        <source>imports</source>
        <translation>インポート</translation>
    </message>
    <message>
        <source>%1 does not exist or is not a file; give the Python training script to port.</source>
        <translation>%1 が存在しないか、ファイルではありません。移植する Python 学習スクリプトを指定してください。</translation>
    </message>
    <message>
        <source>The port script %1 is missing; reinstall the workbench or set TPUWB_TEMPLATES to a templates folder that has it.</source>
        <translation>移植スクリプト %1 がありません。Workbench を再インストールするか、TPUWB_TEMPLATES をそれを含むテンプレートフォルダーに設定してください。</translation>
    </message>
    <message>
        <source>%1 cannot be started (%2); install Python 3 or give the interpreter with --python (or TPUWB_PYTHON).</source>
        <translation>%1 を起動できません（%2）。Python 3 をインストールするか、--python（または TPUWB_PYTHON）でインタープリターを指定してください。</translation>
    </message>
    <message>
        <source>%1 %2 did not finish within a minute on %3.</source>
        <translation>%1 %2 は %3 で 1 分以内に終了しませんでした。</translation>
    </message>
    <message>
        <source>%1 %2 failed on %3 (exit status %4): %5; it needs Python 3.9 or newer.</source>
        <translation>%1 %2 は %3 で失敗しました（終了ステータス %4）：%5。Python 3.9 以降が必要です。</translation>
    </message>
    <message>
        <source>the output of %1</source>
        <translation>%1 の出力</translation>
    </message>
    <message>
        <source>%1 printed no JSON object for %2.</source>
        <translation>%1 は %2 について JSON オブジェクトを出力しませんでした。</translation>
    </message>
    <message>
        <source>%1 exists already (the original of an earlier port?); move it away, then write the port again.</source>
        <translation>%1 は既に存在します（以前の移植の元ファイル？）。移動してから、もう一度移植結果を書き込んでください。</translation>
    </message>
    <message>
        <source>%1 changed since it was ported; port it again.</source>
        <translation>%1 は移植後に変更されています。もう一度移植してください。</translation>
    </message>
</context>
<context>
    <name>twb::TpuGeneration</name>
    <message>
        <source>%1 (e.g. %2)</source>
        <translation>%1（例: %2）</translation>
    </message>
    <message>
        <source> [naming uncertain]</source>
        <translation> [名称は不確か]</translation>
    </message>
</context>
<context>
    <name>twb::UiLanguage</name>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <extracomment>Language menu: use the operating system&apos;s language</extracomment>
        <translation>システムの言語(&amp;S)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>TPU Workbench will use %1 from its next start.</source>
        <translation>TPU Workbench は次回の起動から%1を使います。</translation>
    </message>
    <message>
        <source>the system language</source>
        <translation>システムの言語</translation>
    </message>
</context>
<context>
    <name>twb::UseKernelDialog</name>
    <message>
        <source>Use the kernel in an experiment</source>
        <translation>カーネルを実験で使う</translation>
    </message>
    <message>
        <source>Switches %1 into the experiment (model.kernels), copies it into the project and checks it against the plain module on the first batch of every run. On a CPU the Pallas kernel runs in interpret mode.</source>
        <translation>%1 を実験に組み込み (model.kernels)、プロジェクトにコピーし、各実行の最初のバッチで通常のモジュールと照合します。CPU では Pallas カーネルはインタープリタモードで動きます。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Create the A/B ablation (kernel off / on)</source>
        <translation>A/B アブレーションを作成（カーネル オフ / オン）</translation>
    </message>
    <message>
        <source> seeds</source>
        <translation> シード</translation>
    </message>
    <message>
        <source>Overwrite project files edited by hand</source>
        <translation>手で編集されたプロジェクトファイルを上書き</translation>
    </message>
    <message>
        <source>Experiment:</source>
        <translation>実験:</translation>
    </message>
    <message>
        <source>Module:</source>
        <translation>モジュール:</translation>
    </message>
    <message>
        <source>Use kernel</source>
        <translation>カーネルを使う</translation>
    </message>
    <message>
        <source>No scaffolded experiment in this workspace</source>
        <translation>このワークスペースに生成された実験がありません</translation>
    </message>
</context>
<context>
    <name>twb::ValidatedWizardPage</name>
    <message>
        <source>Error:</source>
        <translation>エラー:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>注意:</translation>
    </message>
</context>
<context>
    <name>twb::ValueRange</name>
    <message>
        <source>%1: lo and hi must be finite numbers.</source>
        <translation>%1: lo と hi は有限の数である必要があります。</translation>
    </message>
    <message>
        <source>%1: n is %2; give the number of values, from 1 to %3.</source>
        <translation>%1: n は %2 です; 値の個数を 1 から %3 で指定してください。</translation>
    </message>
    <message>
        <source>%1: a log range needs lo and hi above 0 (got %2 and %3); use &quot;scale&quot;: &quot;linear&quot; or positive ends.</source>
        <translation>%1: 対数の範囲には 0 より大きい lo と hi が必要です（%2 と %3 でした）; &quot;scale&quot;: &quot;linear&quot; か正の端点を使ってください。</translation>
    </message>
    <message>
        <source>%1 must be an object {&quot;lo&quot;, &quot;hi&quot;, &quot;n&quot;, &quot;scale&quot;} or a string &quot;lo:hi:n&quot;, not a %2.</source>
        <translation>%1 は %2 ではなくオブジェクト {&quot;lo&quot;, &quot;hi&quot;, &quot;n&quot;, &quot;scale&quot;} または文字列 &quot;lo:hi:n&quot; である必要があります。</translation>
    </message>
    <message>
        <source>%1 has an unknown key &quot;%2&quot;; a range has lo, hi, n and scale.</source>
        <translation>%1 に不明なキー &quot;%2&quot; があります; 範囲は lo、hi、n、scale を持ちます。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a number.</source>
        <translation>%1: &quot;%2&quot; は数値である必要があります。</translation>
    </message>
    <message>
        <source>%1: &quot;n&quot; must be an integer (how many values).</source>
        <translation>%1: &quot;n&quot; は整数（値の個数）である必要があります。</translation>
    </message>
    <message>
        <source>%1: &quot;scale&quot; must be &quot;linear&quot; or &quot;log&quot;.</source>
        <translation>%1: &quot;scale&quot; は &quot;linear&quot; または &quot;log&quot; である必要があります。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a range; write &quot;lo:hi:n&quot; (n log-spaced values) or &quot;lo:hi:n:lin&quot; (linear), for example &quot;1e-4:1e-2:3&quot;.</source>
        <translation>%1: &quot;%2&quot; は範囲ではありません; &quot;lo:hi:n&quot;（対数間隔の n 個の値）か &quot;lo:hi:n:lin&quot;（線形）と書いてください（例: &quot;1e-4:1e-2:3&quot;）。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; has no scale, so it means %3 log-spaced values, which need ends above 0; earlier versions read it as linear: write &quot;%2:lin&quot; for that.</source>
        <translation>%1: &quot;%2&quot; にはスケールがないため対数間隔の %3 個の値を意味し、端点は 0 より大きい必要があります; 以前のバージョンは線形と解釈しました: その場合は &quot;%2:lin&quot; と書いてください。</translation>
    </message>
</context>
<context>
    <name>twb::VariableEditor</name>
    <message>
        <source>The dotted field of experiment.json to vary, such as train.lr</source>
        <translation>変化させる experiment.json のドット区切りフィールド（例: train.lr）</translation>
    </message>
    <message>
        <source>List</source>
        <translation>リスト</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>範囲</translation>
    </message>
    <message>
        <source>1, 2, 4   or   adamw, sgd</source>
        <translation>1, 2, 4   または   adamw, sgd</translation>
    </message>
    <message>
        <source>lo</source>
        <extracomment>placeholder: lower end of a value range</extracomment>
        <translation>下限</translation>
    </message>
    <message>
        <source>hi</source>
        <extracomment>placeholder: upper end of a value range</extracomment>
        <translation>上限</translation>
    </message>
    <message>
        <source>n = </source>
        <translation>n = </translation>
    </message>
    <message>
        <source>linear</source>
        <translation>線形</translation>
    </message>
    <message>
        <source>log</source>
        <translation>対数</translation>
    </message>
    <message>
        <source>Field:</source>
        <translation>フィールド:</translation>
    </message>
    <message>
        <source>Values:</source>
        <translation>値:</translation>
    </message>
    <message>
        <source>Baseline:</source>
        <translation>ベースライン:</translation>
    </message>
    <message>
        <source>Give at least one value, such as 1, 2, 4.</source>
        <translation>少なくとも 1 つの値を指定してください（例: 1, 2, 4）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has an empty value between commas.</source>
        <translation>&quot;%1&quot; のカンマの間に空の値があります。</translation>
    </message>
    <message>
        <source>lo and hi must be numbers, such as 1e-4 and 1e-2.</source>
        <translation>lo と hi は数値である必要があります（例: 1e-4 と 1e-2）。</translation>
    </message>
    <message>
        <source>the base experiment&apos;s value</source>
        <translation>ベース実験の値</translation>
    </message>
    <message numerus="yes">
        <source>→ %n value(s): %1</source>
        <translation>
            <numerusform>→ %n 個の値: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::VariableListModel</name>
    <message>
        <source>Field</source>
        <translation>フィールド</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>値</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>ベースライン</translation>
    </message>
</context>
<context>
    <name>twb::VerificationView</name>
    <message>
        <source>Verify</source>
        <translation>検証</translation>
    </message>
    <message>
        <source>Check the run against ml-engine&apos;s self-verification list (`tpuwb run verify`)</source>
        <translation>ml-engine の自己検証リストでランを確認（`tpuwb run verify`）</translation>
    </message>
    <message>
        <source>Checks: no run open.</source>
        <translation>チェック: ランが開かれていません。</translation>
    </message>
    <message numerus="yes">
        <source>Checks: all %n applicable passed.</source>
        <translation>
            <numerusform>チェック: 該当する %n 件すべて合格。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checks: %n failed.</source>
        <translation>
            <numerusform>チェック: %n 件失敗。</numerusform>
        </translation>
    </message>
    <message>
        <source>Checks: none applies yet.</source>
        <translation>チェック: 該当するものはまだありません。</translation>
    </message>
</context>
<context>
    <name>twb::Workspace</name>
    <message>
        <source>The workspace %1 is on a read-only file system: it is open for reading only, and saving, launching and other changes are off. Remount it read-write or copy it to a writable folder to change it.</source>
        <translation>ワークスペース %1 は読み取り専用のファイルシステムにあります: 読み取り専用で開かれ、保存、起動、その他の変更はできません。変更するには読み書き可能で再マウントするか、書き込み可能なフォルダーにコピーしてください。</translation>
    </message>
    <message>
        <source>The workspace %1 is not writable by this user: it is open for reading only, and saving, launching and other changes are off. Check the folder&apos;s permissions or copy it to a writable folder to change it.</source>
        <translation>ワークスペース %1 はこのユーザーが書き込めません: 読み取り専用で開かれ、保存、起動、その他の変更はできません。変更するにはフォルダーの権限を確認するか、書き込み可能なフォルダーにコピーしてください。</translation>
    </message>
    <message>
        <source>Cannot create the workspace folder %1. Check the permissions or choose another workspace.</source>
        <translation>ワークスペースフォルダー %1 を作成できません。権限を確認するか別のワークスペースを選んでください。</translation>
    </message>
    <message>
        <source>%1 has schema %2, which this version of TPU Workbench cannot read (it reads %3). Use a newer TPU Workbench.</source>
        <translation>%1 のスキーマ %2 はこのバージョンの TPU Workbench では読めません（読めるのは %3）。新しい TPU Workbench を使ってください。</translation>
    </message>
</context>
<context>
    <name>twb::WorkspaceLock</name>
    <message>
        <source>Cannot create the workspace folder %1 for its lock file. Check the permissions or choose another workspace.</source>
        <translation>ロックファイル用のワークスペースフォルダー %1 を作成できません。権限を確認するか、別のワークスペースを選んでください。</translation>
    </message>
    <message>
        <source>Cannot write the lock file %1: the workspace folder is not writable.</source>
        <translation>ロックファイル %1 を書き込めません: ワークスペースフォルダーに書き込めません。</translation>
    </message>
    <message>
        <source>Cannot write the lock file %1. Check the folder and the disk.</source>
        <translation>ロックファイル %1 を書き込めません。フォルダーとディスクを確認してください。</translation>
    </message>
    <message>
        <source>Read-only: another window (pid %1 on %2, since %3) has the workspace %4 open, so saving, launching and other changes are off here. Close that window and open the workspace again to change it.</source>
        <translation>読み取り専用: 別のウィンドウ（%2 上の pid %1、%3 から）がワークスペース %4 を開いているため、ここでは保存・起動などの変更はできません。変更するにはそのウィンドウを閉じ、ワークスペースを開き直してください。</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>このマシン</translation>
    </message>
</context>
<context>
    <name>twb::WorkspaceLockKeeper</name>
    <message>
        <source>Workspace in use</source>
        <translation>ワークスペースは使用中です</translation>
    </message>
    <message>
        <source>Another TPU Workbench window has the workspace %1 open.</source>
        <translation>別の TPU Workbench ウィンドウがワークスペース %1 を開いています。</translation>
    </message>
    <message>
        <source>Process %1 (%2) on %3 has had it open since %4. One window at a time changes a workspace; open it read-only here to look at it, or cancel and switch to that window.</source>
        <translation>%3 上のプロセス %1（%2）が %4 から開いています。ワークスペースを変更できるのは一度に 1 つのウィンドウだけです。ここで読み取り専用で開いて見るか、キャンセルしてそのウィンドウに切り替えてください。</translation>
    </message>
    <message>
        <source>unknown program</source>
        <translation>不明なプログラム</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>このマシン</translation>
    </message>
    <message>
        <source>Open Read-Only</source>
        <translation>読み取り専用で開く</translation>
    </message>
</context>
<context>
    <name>twb::WorkspaceTrust</name>
    <message>
        <source>Machine %1 in %2 asks to run a command this workspace carries (%3): %4
A workspace can come from someone else&apos;s repository, so its commands run only once you trust it. If you know this command, trust the workspace with `tpuwb --workspace %5 workspace trust` (or answer the question the app asks when it opens the workspace); nothing was run.</source>
        <translation>%2 のマシン %1 が、このワークスペースに含まれるコマンドの実行を求めています (%3): %4
ワークスペースは他人のリポジトリから来たものかもしれないため、信頼するまでコマンドは実行されません。このコマンドを知っているなら `tpuwb --workspace %5 workspace trust` でワークスペースを信頼してください（またはアプリがワークスペースを開くときの質問に答えてください）; 何も実行していません。</translation>
    </message>
    <message>
        <source>Run %1 (%2) names a Python interpreter this workspace carries: %3
A workspace can come from someone else&apos;s repository, so the programs it names run only once you trust it. If you know this program, trust the workspace with `tpuwb --workspace %4 workspace trust` (or answer the question the app asks when it opens the workspace); nothing was run.</source>
        <translation>ラン %1 (%2) は、このワークスペースに含まれる Python インタープリターを指定しています: %3
ワークスペースは他人のリポジトリから来たものである可能性があるため、そこで指定されたプログラムは信頼した後にのみ実行されます。このプログラムを知っている場合は、`tpuwb --workspace %4 workspace trust` でワークスペースを信頼してください（またはワークスペースを開いたときにアプリが表示する質問に答えてください）; 何も実行されていません。</translation>
    </message>
</context>
<context>
    <name>twb::WorkspaceTrustPrompt</name>
    <message>
        <source>&lt;li&gt;machine &lt;b&gt;%1&lt;/b&gt;, %2:&lt;br&gt;&lt;code&gt;%3&lt;/code&gt;&lt;/li&gt;</source>
        <translation>&lt;li&gt;マシン &lt;b&gt;%1&lt;/b&gt;、%2:&lt;br&gt;&lt;code&gt;%3&lt;/code&gt;&lt;/li&gt;</translation>
    </message>
    <message>
        <source>Trust this workspace?</source>
        <translation>このワークスペースを信頼しますか?</translation>
    </message>
    <message>
        <source>Trust these commands</source>
        <translation>これらのコマンドを信頼</translation>
    </message>
    <message>
        <source>Don&apos;t trust</source>
        <translation>信頼しない</translation>
    </message>
    <message numerus="yes">
        <source>Workspace %1 trusted: %n command(s) approved.</source>
        <translation>
            <numerusform>ワークスペース %1 を信頼: %n 件のコマンドを承認しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Workspace %1 not trusted: its commands stay refused.</source>
        <translation>ワークスペース %1 は信頼されていません: コマンドは拒否されたままです。</translation>
    </message>
    <message>
        <source>&lt;li&gt;%1:&lt;br&gt;&lt;code&gt;%2&lt;/code&gt;&lt;/li&gt;</source>
        <translation>&lt;li&gt;%1:&lt;br&gt;&lt;code&gt;%2&lt;/code&gt;&lt;/li&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The workspace &lt;b&gt;%1&lt;/b&gt; carries commands and programs that the workbench would run on your machines:&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;A workspace can come from someone else&apos;s repository. Trust it only if you know these commands. Until you do, they are refused and nothing of them runs.&lt;/p&gt;</source>
        <translation>&lt;p&gt;ワークスペース &lt;b&gt;%1&lt;/b&gt; には、Workbench がお使いのマシンで実行するコマンドとプログラムが含まれています:&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;ワークスペースは他人のリポジトリから来たものである可能性があります。これらのコマンドを知っている場合にのみ信頼してください。信頼するまで、それらは拒否され、何も実行されません。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>twb::XAxisTicker</name>
    <message>
        <source>step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>wall time</source>
        <translation>経過時間</translation>
    </message>
    <message>
        <source>time since start (h:m:s)</source>
        <translation>開始からの時間 (h:m:s)</translation>
    </message>
</context>
<context>
    <name>twb::XPlaneReader</name>
    <message>
        <source>%1 is not an XPlane trace (its bytes do not read as an XSpace protobuf); the copy may be cut short: take the profile again, or open the file in XProf/TensorBoard.</source>
        <translation>%1 は XPlane トレースではありません（バイト列を XSpace protobuf として読めません）。コピーが途中で切れている可能性があります: プロファイルを取り直すか、ファイルを XProf/TensorBoard で開いてください。</translation>
    </message>
    <message>
        <source>%1 has no ProfilerStep#&lt;step&gt; spans: it was not written by the project&apos;s `tpuwb run profile` hook (scaffold the project again), or by a profiler whose steps were not marked.</source>
        <translation>%1 には ProfilerStep#&lt;step&gt; スパンがありません: プロジェクトの `tpuwb run profile` フックで書かれたものではない（プロジェクトを生成し直してください）か、ステップが印付けされていないプロファイラで書かれたものです。</translation>
    </message>
    <message>
        <source>The trace holds no XLA operations (no device plane&apos;s &quot;XLA Ops&quot; line, no event with an hlo_op stat): the steps&apos; time is train.py&apos;s spans only.</source>
        <translation>トレースに XLA 演算がありません（デバイスプレーンの「XLA Ops」行も、hlo_op 統計を持つイベントもありません）: ステップの時間は train.py のスパンだけです。</translation>
    </message>
    <message>
        <source>XLA operations from the device planes (&quot;XLA Ops&quot; lines), every device of the host together: compute and collective are the wall time during which at least one device ran such an operation; an operator&apos;s time is summed over the devices.</source>
        <translation>デバイスプレーン（「XLA Ops」行）からの XLA 演算で、ホストの全デバイス合計です: 計算とコレクティブは、少なくとも 1 つのデバイスがその種の演算を実行していた実時間です。演算子の時間はデバイスについて合計されています。</translation>
    </message>
    <message>
        <source>XLA on CPU (torch_xla&apos;s CPU runtime): the XLA operations ran on the host&apos;s threads for all virtual devices at once, so an operator&apos;s time is summed over the devices, and compute and collective are the wall time during which at least one device ran such an operation. A collective&apos;s time includes waiting for the other virtual devices (an in-process rendezvous, no interconnect). A TPU trace has device planes and device time instead; there is no HBM or device step time in a CPU trace.</source>
        <translation>CPU 上の XLA（torch_xla の CPU ランタイム）: XLA 演算はホストのスレッド上で全仮想デバイス分を同時に実行したため、演算子の時間はデバイスについて合計され、計算とコレクティブは少なくとも 1 つのデバイスがその種の演算を実行していた実時間です。コレクティブの時間には他の仮想デバイスを待つ時間が含まれます（プロセス内の rendezvous で、インターコネクトはありません）。TPU トレースには代わりにデバイスプレーンとデバイス時間があります。CPU トレースには HBM もデバイスのステップ時間もありません。</translation>
    </message>
    <message>
        <source>trace fewer steps, or open it in XProf/TensorBoard.</source>
        <translation>トレースするステップを減らすか、XProf/TensorBoard で開いてください。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::AutotuneResults</name>
    <message>
        <source>%1 must hold a JSON object.</source>
        <translation>%1 は JSON オブジェクトを含む必要があります。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::ExperimentKernelJob</name>
    <message>
        <source>%1 is not a folder; give the folder of a scaffolded experiment (tpuwb scaffold --out DIR).</source>
        <translation>%1 はフォルダーではありません; 生成済み実験のフォルダーを指定してください（tpuwb scaffold --out DIR）。</translation>
    </message>
    <message>
        <source>%1 is missing: %2 is not a scaffolded experiment; scaffold it (tpuwb scaffold) or give its project folder.</source>
        <translation>%1 がありません: %2 は生成済みの実験ではありません; 生成する（tpuwb scaffold）か、そのプロジェクトフォルダーを指定してください。</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>%1. The modules of %2 are: %3; a module&apos;s path (layers.0.attn_norm) or one of its tensors (layers.attn_norm) names one too.</source>
        <translation>%1。%2 のモジュール: %3; モジュールのパス（layers.0.attn_norm）やそのテンソルの 1 つ（layers.attn_norm）でも指定できます。</translation>
    </message>
    <message>
        <source>%1 defines no PyTorch module (no class deriving from nn.Module).</source>
        <translation>%1 は PyTorch モジュールを定義していません（nn.Module を継承するクラスがありません）。</translation>
    </message>
    <message>
        <source>no module of the model is called `%1`</source>
        <translation>モデルに `%1` という名前のモジュールはありません</translation>
    </message>
    <message>
        <source>`%1` is the whole model (its forward takes token ids); a kernel job is for one of its modules</source>
        <translation>`%1` はモデル全体です（forward がトークン ID を受け取ります）; カーネルジョブはそのモジュールの 1 つを対象にします</translation>
    </message>
    <message>
        <source>model.py never constructs `%1`, so its sizes are unknown</source>
        <translation>model.py は `%1` を一度も構築しないため、そのサイズは不明です</translation>
    </message>
    <message>
        <source>%1: `%2(...)` is built with `%3`, which the workbench cannot evaluate from %4; kernel jobs are made for modules built from config.json&apos;s values.</source>
        <translation>%1: `%2(...)` は `%3` で構築されていますが、ワークベンチは %4 からこれを評価できません; カーネルジョブは config.json の値で構築されるモジュール向けです。</translation>
    </message>
    <message>
        <source>%1: train.batch_size, train.seq_len and model.d_model must be positive integers.</source>
        <translation>%1: train.batch_size、train.seq_len、model.d_model は正の整数である必要があります。</translation>
    </message>
    <message>
        <source>%1: the batch (%2) or sequence (%3) does not divide over the mesh&apos;s input split (%4, %5); fix the mesh in the Mesh panel first.</source>
        <translation>%1: バッチ（%2）またはシーケンス（%3）が mesh の入力分割（%4、%5）で割り切れません; 先に Mesh パネルで mesh を修正してください。</translation>
    </message>
    <message>
        <source>cannot create the folder %1; check its permissions.</source>
        <translation>フォルダー %1 を作成できません; 権限を確認してください。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::ExternalEvaluation</name>
    <message>
        <source>the external comparison times a PyTorch source; this run&apos;s source is %1</source>
        <translation>外部比較は PyTorch ソースを計測します; このランのソースは %1 です</translation>
    </message>
    <message>
        <source>no kernel was published (optimized.py)</source>
        <translation>カーネルは公開されませんでした (optimized.py)</translation>
    </message>
</context>
<context>
    <name>twb::kernel::IdeasLedger</name>
    <message>
        <source>%1 must hold a JSON object.</source>
        <translation>%1 は JSON オブジェクトを含む必要があります。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::JobPlan</name>
    <message>
        <source>  (n/a: no golden values for CUDA)</source>
        <translation>  （該当なし: CUDA の golden 値なし）</translation>
    </message>
</context>
<context>
    <name>twb::kernel::JobValidator</name>
    <message>
        <source>the job file must hold a JSON object, found %1</source>
        <translation>ジョブファイルは JSON オブジェクトを含む必要があります（%1 でした）</translation>
    </message>
    <message>
        <source>schema is %1, expected &apos;%2&apos;; validating as v1 anyway</source>
        <translation>スキーマは %1 ですが &apos;%2&apos; が必要です; v1 として検証します</translation>
    </message>
    <message>
        <source>`input` is required and must be an object</source>
        <translation>`input` は必須で、オブジェクトである必要があります</translation>
    </message>
    <message>
        <source>input.type must be one of %1, got %2</source>
        <translation>input.type は %1 のいずれかである必要があります（%2 でした）</translation>
    </message>
    <message>
        <source>input.type is &apos;specification&apos; but input.path is set. A specification job has no source file -- if you have one, give its real type instead.</source>
        <translation>input.type が &apos;specification&apos; なのに input.path が設定されています。仕様ジョブにソースファイルはありません -- あるなら実際の種類を指定してください。</translation>
    </message>
    <message>
        <source>input.type is &apos;specification&apos; requires an input.specification object describing what to compute.</source>
        <translation>input.type が &apos;specification&apos; の場合、計算内容を記述する input.specification オブジェクトが必要です。</translation>
    </message>
    <message>
        <source>input.specification.description is required: one or two sentences naming the computation.</source>
        <translation>input.specification.description は必須です: 計算内容を 1〜2 文で。</translation>
    </message>
    <message>
        <source>input.specification.tensors is required and must be a non-empty list. Shapes and dtypes cannot be invented: they define the problem, and general_rules #6 forbids substituting them.</source>
        <translation>input.specification.tensors は必須で、空でないリストである必要があります。形状と dtype は創作できません: それらが問題を定義し、general_rules #6 が置き換えを禁じています。</translation>
    </message>
    <message>
        <source>input.specification.tensors[%1] must be an object</source>
        <translation>input.specification.tensors[%1] はオブジェクトである必要があります</translation>
    </message>
    <message>
        <source>input.specification.tensors[%1].shape is [] (a scalar); MaxKernel&apos;s own validator rejects an empty shape</source>
        <translation>input.specification.tensors[%1].shape が []（スカラー）です; MaxKernel 自身の検証は空の形状を拒否します</translation>
    </message>
    <message>
        <source>input.specification.tensors[%1] is missing &apos;%2&apos; (role is &apos;input&apos;, &apos;output&apos; or &apos;parameter&apos;)</source>
        <translation>input.specification.tensors[%1] に &apos;%2&apos; がありません（role は &apos;input&apos;、&apos;output&apos;、&apos;parameter&apos;）</translation>
    </message>
    <message>
        <source>input.specification.synthesize_as must be one of %1, got %2</source>
        <translation>input.specification.synthesize_as は %1 のいずれかである必要があります（%2 でした）</translation>
    </message>
    <message>
        <source>input.specification.user_confirms_baseline must be true. In this mode the agent writes the baseline it will then be scored against, so the run pauses for you to read and approve that baseline before any optimization begins. Setting this field is how you accept that step exists; the run will still stop and wait for the actual approval.</source>
        <translation>input.specification.user_confirms_baseline は true である必要があります。このモードではエージェントが自分の評価に使うベースラインを書くため、最適化を始める前にあなたがそのベースラインを読んで承認できるようランは一時停止します。このフィールドの設定はその手順があることの了承で、ランは実際の承認を待って停止します。</translation>
    </message>
    <message>
        <source>input.path is required</source>
        <translation>input.path は必須です</translation>
    </message>
    <message>
        <source>input.path must be a string (a file or folder), got %1</source>
        <translation>input.path は文字列（ファイルまたはフォルダー）である必要があります（%1 でした）</translation>
    </message>
    <message>
        <source>has_reference is required (true or false)</source>
        <translation>has_reference は必須です（true または false）</translation>
    </message>
    <message>
        <source>has_reference must be true or false, got %1</source>
        <translation>has_reference は true または false である必要があります（%1 でした）</translation>
    </message>
    <message>
        <source>references must be a list</source>
        <translation>references はリストである必要があります</translation>
    </message>
    <message>
        <source>has_reference is true but references is empty. Either give the reference path, or set has_reference to false — otherwise the run would silently proceed with no reference at all.</source>
        <translation>has_reference が true なのに references が空です。リファレンスのパスを指定するか has_reference を false にしてください — さもないとランはリファレンスなしで黙って進みます。</translation>
    </message>
    <message>
        <source>references[%1] must be an object</source>
        <translation>references[%1] はオブジェクトである必要があります</translation>
    </message>
    <message>
        <source>references[%1].type must be one of %2</source>
        <translation>references[%1].type は %2 のいずれかである必要があります</translation>
    </message>
    <message>
        <source>references[%1].path is required</source>
        <translation>references[%1].path は必須です</translation>
    </message>
    <message>
        <source>references[%1].path must be a string, got %2</source>
        <translation>references[%1].path は文字列である必要があります（%2 でした）</translation>
    </message>
    <message>
        <source>references[%1].relationship must be one of %2</source>
        <translation>references[%1].relationship は %2 のいずれかである必要があります</translation>
    </message>
    <message>
        <source>references[%1].role is %2; &apos;donor&apos; is the only role MaxKernel knows</source>
        <translation>references[%1].role は %2 です; MaxKernel が知る役割は &apos;donor&apos; だけです</translation>
    </message>
    <message>
        <source>needs_jax_conversion is required (true or false)</source>
        <translation>needs_jax_conversion は必須です（true または false）</translation>
    </message>
    <message>
        <source>needs_jax_conversion must be true or false, got %1</source>
        <translation>needs_jax_conversion は true または false である必要があります（%1 でした）</translation>
    </message>
    <message>
        <source>jax_conversion.emit_readable_reference must be true or false, got %1</source>
        <translation>jax_conversion.emit_readable_reference は true または false である必要があります（%1 でした）</translation>
    </message>
    <message>
        <source>needs_jax_conversion is true, so jax_conversion.method must be &apos;torchax&apos; or &apos;llm_port&apos;</source>
        <translation>needs_jax_conversion が true なので、jax_conversion.method は &apos;torchax&apos; か &apos;llm_port&apos; である必要があります</translation>
    </message>
    <message>
        <source>input.type is &apos;jax&apos; and needs_jax_conversion is true. A JAX input is already the reference; there is nothing to convert.</source>
        <translation>input.type が &apos;jax&apos; で needs_jax_conversion が true です。JAX 入力は既にリファレンスで、変換するものはありません。</translation>
    </message>
    <message>
        <source>input.specification.synthesize_as is &apos;jax&apos; and needs_jax_conversion is true. A synthesized JAX baseline IS base.py; there is nothing further to convert.</source>
        <translation>input.specification.synthesize_as が &apos;jax&apos; で needs_jax_conversion が true です。合成された JAX ベースラインが base.py そのものなので、さらに変換するものはありません。</translation>
    </message>
    <message>
        <source>jax_conversion.method &apos;torchax&apos; cannot convert a CUDA input. torchax traces PyTorch modules; CUDA C++ has to be ported by an agent — use &apos;llm_port&apos;.</source>
        <translation>jax_conversion.method &apos;torchax&apos; は CUDA 入力を変換できません。torchax は PyTorch モジュールをトレースします; CUDA C++ はエージェントによる移植が必要です — &apos;llm_port&apos; を使ってください。</translation>
    </message>
    <message>
        <source>needs_jax_conversion is false but jax_conversion.method is %1; set it to &apos;none&apos; or omit it</source>
        <translation>needs_jax_conversion が false なのに jax_conversion.method が %1 です; &apos;none&apos; にするか省略してください</translation>
    </message>
    <message>
        <source>synthesize_as is &apos;pytorch&apos; but needs_jax_conversion is false. A synthesized PyTorch baseline still has to become base.py like any other PyTorch input -- set needs_jax_conversion true with a method, or synthesize_as &apos;jax&apos; to skip the step.</source>
        <translation>synthesize_as が &apos;pytorch&apos; なのに needs_jax_conversion が false です。合成された PyTorch ベースラインも他の PyTorch 入力と同様に base.py にする必要があります -- needs_jax_conversion を true にして方法を指定するか、synthesize_as &apos;jax&apos; でこの手順を省いてください。</translation>
    </message>
    <message>
        <source>input.type is %1 with needs_jax_conversion false, so no base.py is produced. tools/assemble_test_harness.py binds `base_computation` from a file defining `computation`, so the internal timing harness cannot run. Either set needs_jax_conversion true, or set evaluation.compare_against_source true to measure externally with evaluation/compare_kernel.py.</source>
        <translation>input.type が %1 で needs_jax_conversion が false のため base.py は作られません。tools/assemble_test_harness.py は `computation` を定義するファイルから `base_computation` を結び付けるので、内部の計測ハーネスは動きません。needs_jax_conversion を true にするか、evaluation.compare_against_source を true にして evaluation/compare_kernel.py で外部計測してください。</translation>
    </message>
    <message>
        <source>jax_conversion.method is &apos;torchax&apos; with emit_readable_reference false: torchax produces the oracle but no base.py, so the internal timing harness cannot run.</source>
        <translation>jax_conversion.method が &apos;torchax&apos; で emit_readable_reference が false: torchax はオラクルを作りますが base.py は作らないため、内部の計測ハーネスは動きません。</translation>
    </message>
    <message>
        <source> evaluation.compare_against_source is set, so performance will be measured externally.</source>
        <translation> evaluation.compare_against_source が設定されているため、性能は外部で計測されます。</translation>
    </message>
    <message>
        <source> Set emit_readable_reference true, or set evaluation.compare_against_source true.</source>
        <translation> emit_readable_reference を true にするか、evaluation.compare_against_source を true にしてください。</translation>
    </message>
    <message>
        <source>evaluation.compare_against_source is true, but synthesize_as is &apos;jax&apos;, so there is no PyTorch source to compare against. Use synthesize_as &apos;pytorch&apos; if you want that measurement.</source>
        <translation>evaluation.compare_against_source が true ですが synthesize_as が &apos;jax&apos; なので、比較する PyTorch ソースがありません。その計測が必要なら synthesize_as &apos;pytorch&apos; を使ってください。</translation>
    </message>
    <message>
        <source>evaluation.compare_against_source is true for a CUDA input. A TPU host cannot execute CUDA, so there is nothing to compare against. Every number for a CUDA input is measured against the JAX port.</source>
        <translation>CUDA 入力で evaluation.compare_against_source が true です。TPU ホストは CUDA を実行できないため比較対象がありません。CUDA 入力の数値はすべて JAX 移植版に対して計測されます。</translation>
    </message>
    <message>
        <source>correctness.%1 must be a positive number, got %2</source>
        <translation>correctness.%1 は正の数である必要があります（%2 でした）</translation>
    </message>
    <message>
        <source>correctness.%1 is %2; a tolerance that loose accepts almost any output and will not catch a real error</source>
        <translation>correctness.%1 は %2 です; これほど緩い許容誤差ではほぼどんな出力も通り、本当の誤りを検出できません</translation>
    </message>
    <message>
        <source>loop.max_iterations must be a positive integer, got %1</source>
        <translation>loop.max_iterations は正の整数である必要があります（%1 でした）</translation>
    </message>
    <message numerus="yes">
        <source>has_reference is false but %n reference(s) are listed. The references would be ignored; say which you meant.</source>
        <translation>
            <numerusform>has_reference が false なのに %n 件のリファレンスがあります。リファレンスは無視されます; どちらの意図か指定してください。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::kernel::KernelJob</name>
    <message>
        <source>The job file %1 does not exist. Check the path.</source>
        <translation>ジョブファイル %1 は存在しません。パスを確認してください。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::KernelMachine</name>
    <message>
        <source>No machine named %1 in %2. Add it in the Machines panel or with `tpuwb registry add`.</source>
        <translation>%2 に %1 という名前のマシンはありません。マシンパネルか `tpuwb registry add` で追加してください。</translation>
    </message>
    <message>
        <source>This machine has no registry entry, so it names no workbench.kernel_worker_command and no worker can run %1; %3. Register it with its worker, e.g. `tpuwb registry add &apos;{&quot;mode&quot;: &quot;local&quot;, &quot;workbench&quot;: {&quot;kernel_worker_command&quot;: %2}}&apos;`, then create the run on that machine. &quot;replay&quot; instead replays the recorded RMSNorm example job only (docs/kernel.md).</source>
        <translation>このマシンにはレジストリのエントリがないため workbench.kernel_worker_command がなく、%1 を実行できるワーカーがありません; %3。ワーカーとともに登録してください（例: `tpuwb registry add &apos;{&quot;mode&quot;: &quot;local&quot;, &quot;workbench&quot;: {&quot;kernel_worker_command&quot;: %2}}&apos;`）。その後このマシンでランを作成してください。&quot;replay&quot; は記録済みの RMSNorm 例のジョブだけを再生します（docs/kernel.md）。</translation>
    </message>
    <message>
        <source>Machine %1 has no workbench.kernel_worker_command, so no worker can run %2; %4. Set it in the machine&apos;s entry to the command that runs one MaxKernel iteration, e.g. &quot;kernel_worker_command&quot;: %3 (the shipped adapter for MaxKernel&apos;s maxkernel-worker, docs/kernel.md). &quot;replay&quot; instead replays the recorded RMSNorm example job only.</source>
        <translation>マシン %1 には workbench.kernel_worker_command がないため、%2 を実行できるワーカーがありません; %4。マシンのエントリに MaxKernel の反復を 1 回実行するコマンドを設定してください（例: &quot;kernel_worker_command&quot;: %3、MaxKernel の maxkernel-worker 用の同梱アダプター、docs/kernel.md）。&quot;replay&quot; は記録済みの RMSNorm 例のジョブだけを再生します。</translation>
    </message>
    <message>
        <source>the job %1</source>
        <translation>ジョブ %1</translation>
    </message>
    <message>
        <source>nothing was created</source>
        <translation>何も作成されませんでした</translation>
    </message>
    <message>
        <source>the run %1</source>
        <translation>ラン %1</translation>
    </message>
    <message>
        <source>nothing was dispatched</source>
        <translation>何もディスパッチされませんでした</translation>
    </message>
    <message>
        <source>The run %1 is a REPLAY of the recorded example; machine %2 now names a real worker (%3), which would mix measured iterations with copied ones. Create a new run from the job instead.</source>
        <translation>ラン %1 は記録済み例のリプレイです; マシン %2 は今は実際のワーカー (%3) を指しており、計測した反復とコピーした反復が混ざります。代わりにジョブから新しいランを作成してください。</translation>
    </message>
    <message>
        <source>Machine %1 uses the replay worker (workbench.kernel_worker_command: &quot;replay&quot;), but the run %2 was not created for the replay of the recorded example job; it is not dispatched. Set workbench.kernel_worker_command to a real worker, e.g. &quot;bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}&quot;.</source>
        <translation>マシン %1 はリプレイワーカー（workbench.kernel_worker_command: &quot;replay&quot;）を使っていますが、ラン %2 は記録済みの例のジョブのリプレイ用に作られていないため、ディスパッチしません。workbench.kernel_worker_command を実際のワーカーにしてください（例: &quot;bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}&quot;）。</translation>
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
        <translation>%1 のワーカーが %2 で %3 秒以上動き、まだ %4 を保持しています。ホストで確認してから、オーケストレーターを再実行してください。</translation>
    </message>
    <message>
        <source>`flock` failed on %1 (exit %2): %3. The host needs util-linux&apos;s flock.</source>
        <translation>%1 で `flock` に失敗 (終了コード %2): %3。ホストには util-linux の flock が必要です。</translation>
    </message>
    <message>
        <source>no cancel command configured for this machine (%1)</source>
        <translation>このマシンにはキャンセルコマンドが設定されていません (%1)</translation>
    </message>
    <message>
        <source>%1; exit %2</source>
        <translation>%1; 終了コード %2</translation>
    </message>
    <message>
        <source>iter%1/optimized.py (%2 ms, speedup %3) -&gt; optimized.py%4</source>
        <translation>iter%1/optimized.py（%2 ms、高速化率 %3）-&gt; optimized.py%4</translation>
    </message>
    <message>
        <source>; best_* corrected to follow the rule</source>
        <translation>; best_* を規則に従って修正</translation>
    </message>
    <message>
        <source>no compiled and correct iteration; final_code_path is null</source>
        <translation>コンパイル済みで正しい反復なし; final_code_path は null</translation>
    </message>
    <message>
        <source>orchestrator started on %1 for %2</source>
        <translation>%2 のためにオーケストレーターを %1 で起動</translation>
    </message>
    <message>
        <source>stop requested</source>
        <translation>停止要求済み</translation>
    </message>
    <message>
        <source>stopped on request; the run can be continued</source>
        <translation>要求により停止; ランは続行できます</translation>
    </message>
    <message>
        <source>%1/state.json has neither primary nor input_language (the older MaxCode format); it can be viewed but not run.</source>
        <translation>%1/state.json には primary も input_language もありません（古い MaxCode 形式）; 表示はできますが実行できません。</translation>
    </message>
    <message>
        <source>iteration %1 of %2 committed</source>
        <translation>反復 %1 / %2 をコミット</translation>
    </message>
    <message>
        <source>port_verified is false: the baseline failed its gate; never retried</source>
        <translation>port_verified が false: ベースラインがゲートを通過せず; 再試行しません</translation>
    </message>
    <message>
        <source>the synthesized baseline (source.py, baseline_rationale.md) waits for approval: tpuwb kernel approve</source>
        <translation>合成されたベースライン（source.py、baseline_rationale.md）は承認待ち: tpuwb kernel approve</translation>
    </message>
    <message>
        <source>worker for iteration %1 on %2</source>
        <translation>%2 上の反復 %1 のワーカー</translation>
    </message>
    <message>
        <source>another worker of this run holds %1; waiting for it</source>
        <translation>このランの別のワーカーが %1 を保持しています; 待機中</translation>
    </message>
    <message>
        <source>iteration %1 committed</source>
        <translation>反復 %1 をコミット</translation>
    </message>
    <message>
        <source>baseline synthesized; approval needed (not counted as an attempt)</source>
        <translation>ベースラインを合成; 承認が必要（試行回数には数えません）</translation>
    </message>
    <message>
        <source>the dispatch was stopped on request</source>
        <translation>ディスパッチは要求により停止しました</translation>
    </message>
    <message>
        <source>state.json unchanged (iteration %1, target %2); worker exit %3%4</source>
        <translation>state.json 変化なし（反復 %1、ターゲット %2）; ワーカー終了 %3%4</translation>
    </message>
    <message>
        <source>, timed out</source>
        <translation>、タイムアウト</translation>
    </message>
    <message>
        <source>dispatch left the state unchanged</source>
        <translation>ディスパッチで状態は変わりませんでした</translation>
    </message>
    <message>
        <source>%1 dispatches for iteration %2 left the state unchanged</source>
        <translation>反復 %2 の %1 回のディスパッチで状態は変わりませんでした</translation>
    </message>
    <message>
        <source>attempt %1 of %2</source>
        <translation>試行 %1 / %2</translation>
    </message>
    <message>
        <source>MaxKernel&apos;s evaluation/adapt_maxkernel.py and evaluation/compare_kernel.py are not in %1; add them to the checkout to have the run timed against your PyTorch</source>
        <translation>MaxKernel の evaluation/adapt_maxkernel.py と evaluation/compare_kernel.py が %1 にありません; ランをあなたの PyTorch と時間比較するには、チェックアウトに追加してください</translation>
    </message>
    <message>
        <source>eval_vs_pytorch.json written by compare_kernel.py</source>
        <translation>compare_kernel.py が eval_vs_pytorch.json を書き込み済み</translation>
    </message>
    <message>
        <source>no result within 2 hours</source>
        <translation>2 時間以内に結果なし</translation>
    </message>
</context>
<context>
    <name>twb::kernel::KernelRunControl</name>
    <message>
        <source>There is no baseline to approve yet: %1/%2 is missing. Run the orchestrator until it pauses for approval.</source>
        <translation>承認するベースラインはまだありません: %1/%2 がありません。承認待ちで止まるまでオーケストレーターを実行してください。</translation>
    </message>
    <message>
        <source>%1 is not waiting for a baseline approval (primary.language is %2).</source>
        <translation>%1 はベースラインの承認待ちではありません（primary.language は %2）。</translation>
    </message>
    <message>
        <source>baseline approved; primary.language = %1</source>
        <translation>ベースライン承認; primary.language = %1</translation>
    </message>
    <message>
        <source>stop requested by %1</source>
        <translation>%1 が停止を要求</translation>
    </message>
</context>
<context>
    <name>twb::kernel::KernelRunCreator</name>
    <message>
        <source>The job %1 is not valid; fix these first:
  %2</source>
        <translation>ジョブ %1 は無効です; 先に次を修正してください:
  %2</translation>
    </message>
    <message>
        <source>The job %1 names paths that do not exist:
  %2</source>
        <translation>ジョブ %1 に存在しないパスがあります:
  %2</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>フォルダー %1 を作成できません。</translation>
    </message>
    <message>
        <source>created %1 on %2</source>
        <translation>%2 に %1 を作成</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>このマシン</translation>
    </message>
</context>
<context>
    <name>twb::kernel::KernelWorker</name>
    <message>
        <source>REPLAY of the recorded RMSNorm example: nothing was measured</source>
        <translation>記録済み RMSNorm 例のリプレイ: 何も計測されていません</translation>
    </message>
    <message>
        <source>the machine&apos;s worker command: %1</source>
        <translation>マシンのワーカーコマンド: %1</translation>
    </message>
    <message>
        <source>REPLAY: copied from the recorded RMSNorm example run (templates/kernel/examples/rmsnorm-torchax/recording); nothing was measured on this machine.</source>
        <translation>リプレイ: 記録済み RMSNorm 例のラン（templates/kernel/examples/rmsnorm-torchax/recording）からのコピー; このマシンでは何も計測していません。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::OrchestratorJournal</name>
    <message>
        <source>Cannot open %1 to record a decision: %2.</source>
        <translation>判断を記録するため %1 を開けません: %2。</translation>
    </message>
    <message>
        <source>Cannot write to %1: %2.</source>
        <translation>%1 に書き込めません: %2。</translation>
    </message>
    <message>
        <source>Another orchestrator is already running this run (it holds a lock on %1). Stop it first, or wait for it to finish.</source>
        <translation>別のオーケストレーターがこのランを実行中です（%1 をロック中）。先に止めるか、終わるまで待ってください。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::PhaseDeriver</name>
    <message>
        <source>torchax without a readable reference: no base.py can exist; this run needs the external harness</source>
        <translation>読めるリファレンスのない torchax: base.py は存在しえません; このランには外部ハーネスが必要です</translation>
    </message>
    <message>
        <source>approved by the user</source>
        <translation>ユーザーが承認</translation>
    </message>
    <message>
        <source>read source.py and baseline_rationale.md, then approve</source>
        <translation>source.py と baseline_rationale.md を読んでから承認</translation>
    </message>
    <message>
        <source>torchax did not reproduce eager PyTorch; golden values captured instead</source>
        <translation>torchax は eager PyTorch を再現できませんでした; 代わりに golden 値を取得</translation>
    </message>
    <message>
        <source>golden_path points at a missing file</source>
        <translation>golden_path が存在しないファイルを指しています</translation>
    </message>
    <message>
        <source>%1 of %2 references dropped (no CUDA kernel found)</source>
        <translation>%2 件中 %1 件のリファレンスを除外（CUDA カーネルなし）</translation>
    </message>
    <message>
        <source>reference trust: %1</source>
        <translation>リファレンスの信頼度: %1</translation>
    </message>
    <message>
        <source>base.py is numerically or structurally different from the oracle; the run stopped</source>
        <translation>base.py は数値的または構造的にオラクルと異なります; ランを停止しました</translation>
    </message>
    <message>
        <source>no golden values for CUDA</source>
        <translation>CUDA の golden 値なし</translation>
    </message>
    <message>
        <source>base.py does not compute what the source computes; emergency stop</source>
        <translation>base.py はソースと同じ計算をしていません; 緊急停止</translation>
    </message>
    <message>
        <source>base time %1 ms</source>
        <translation>ベース時間 %1 ms</translation>
    </message>
    <message>
        <source>the smoke test printed no BASE_TIME</source>
        <translation>スモークテストは BASE_TIME を出力しませんでした</translation>
    </message>
    <message>
        <source>base choice: %1</source>
        <translation>ベースの選択: %1</translation>
    </message>
    <message>
        <source>did not compile within the attempt budget</source>
        <translation>試行回数内にコンパイルできませんでした</translation>
    </message>
    <message>
        <source>CORRECTNESS: False; the kernel disagrees with base.py</source>
        <translation>CORRECTNESS: False; カーネルが base.py と一致しません</translation>
    </message>
    <message>
        <source>best configuration applied</source>
        <translation>最良の設定を適用</translation>
    </message>
    <message>
        <source>no correct trial; nothing applied</source>
        <translation>正しい試行なし; 何も適用されませんでした</translation>
    </message>
    <message>
        <source>no DECISION line</source>
        <translation>DECISION 行なし</translation>
    </message>
    <message>
        <source>state.json has neither `primary` nor `input_language` (the older MaxCode format); it can be viewed but not run.</source>
        <translation>state.json には `primary` も `input_language` もありません（古い MaxCode 形式）; 表示はできますが実行できません。</translation>
    </message>
    <message>
        <source>read state</source>
        <translation>状態の読み込み</translation>
    </message>
    <message>
        <source>approval</source>
        <translation>承認</translation>
    </message>
    <message>
        <source>oracle / golden</source>
        <translation>オラクル / ゴールデン</translation>
    </message>
    <message>
        <source>jaxpr + HLO</source>
        <translation>jaxpr + HLO</translation>
    </message>
    <message>
        <source>port to base.py</source>
        <translation>base.py への移植</translation>
    </message>
    <message>
        <source>references</source>
        <translation>リファレンス</translation>
    </message>
    <message>
        <source>ideas ledger</source>
        <translation>アイデア台帳</translation>
    </message>
    <message>
        <source>jnp ref. gate</source>
        <translation>jnp 参照ゲート</translation>
    </message>
    <message>
        <source>port gate</source>
        <translation>移植ゲート</translation>
    </message>
    <message>
        <source>harness</source>
        <translation>ハーネス</translation>
    </message>
    <message>
        <source>plan + code</source>
        <translation>計画 + コード</translation>
    </message>
    <message>
        <source>compile</source>
        <translation>コンパイル</translation>
    </message>
    <message>
        <source>test</source>
        <translation>テスト</translation>
    </message>
    <message>
        <source>autotune</source>
        <translation>自動チューニング</translation>
    </message>
    <message>
        <source>profile</source>
        <translation>プロファイル</translation>
    </message>
    <message>
        <source>commit</source>
        <translation>コミット</translation>
    </message>
</context>
<context>
    <name>twb::kernel::PythonModuleSource</name>
    <message>
        <source>%1 has no PyTorch module `%2`; its modules are: %3.</source>
        <translation>%1 に PyTorch モジュール `%2` はありません; モジュールは %3 です。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::ReplayRecording</name>
    <message>
        <source>Machine %1 uses the replay worker (workbench.kernel_worker_command: &quot;replay&quot;), which only replays the recorded example job (%2): it copies that run&apos;s files and numbers and measures nothing. The job %3 is not that job, so no run was created. Set workbench.kernel_worker_command to a real worker, e.g. &quot;bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}&quot; (docs/kernel.md).</source>
        <translation>マシン %1 はリプレイワーカー（workbench.kernel_worker_command: &quot;replay&quot;）を使っており、記録済みの例のジョブ (%2) だけを再生します: そのランのファイルと数値をコピーし、何も計測しません。ジョブ %3 はそのジョブではないため、ランは作成していません。workbench.kernel_worker_command を実際のワーカーにしてください（例: &quot;bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}&quot;、docs/kernel.md）。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::RunArtifacts</name>
    <message>
        <source>optimized.py (published)</source>
        <translation>optimized.py（公開済み）</translation>
    </message>
</context>
<context>
    <name>twb::kernel::RunHost</name>
    <message>
        <source>%1 failed on %2 (exit %3): %4</source>
        <translation>%2 で %1 失敗 (終了コード %3): %4</translation>
    </message>
    <message>
        <source>Reading $HOME</source>
        <translation>$HOME を読み込み中</translation>
    </message>
    <message>
        <source>%1 reports no usable home folder ($HOME is &quot;%2&quot;).</source>
        <translation>%1 には使えるホームフォルダーがありません（$HOME は &quot;%2&quot;）。</translation>
    </message>
    <message>
        <source>Creating the folder %1</source>
        <translation>フォルダー %1 を作成中</translation>
    </message>
    <message>
        <source>%1 does not exist; nothing to copy.</source>
        <translation>%1 は存在しません; コピーするものはありません。</translation>
    </message>
    <message>
        <source>Copying %1 to %2</source>
        <translation>%1 を %2 にコピー中</translation>
    </message>
    <message>
        <source>Appending to %1 on %2 failed: %3</source>
        <translation>%2 の %1 への追記に失敗: %3</translation>
    </message>
    <message>
        <source>Listing %1</source>
        <translation>%1 を一覧</translation>
    </message>
    <message>
        <source>Cannot read %1 on %2: %3</source>
        <translation>%2 の %1 を読み取れません: %3</translation>
    </message>
    <message>
        <source>Writing %1 on %2 failed (exit %3): %4</source>
        <translation>%2 への %1 の書き込みに失敗 (終了コード %3): %4</translation>
    </message>
    <message>
        <source>%1 on %2 kept changing while the workbench tried to update it; try again.</source>
        <translation>Workbench が更新しようとする間、%2 の %1 が変わり続けました; 再試行してください。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::RunLocation</name>
    <message>
        <source>%1 is not a kernel run folder: it has neither state.json nor %2. Pass the folder that `tpuwb kernel new` printed.</source>
        <translation>%1 はカーネルランのフォルダーではありません: state.json も %2 もありません。`tpuwb kernel new` が表示したフォルダーを指定してください。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::RunReport</name>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source># Kernel run %1</source>
        <translation># カーネルラン %1</translation>
    </message>
    <message>
        <source>- Machine: %1</source>
        <translation>- マシン: %1</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>このマシン</translation>
    </message>
    <message>
        <source>- Worker: %1</source>
        <translation>- ワーカー: %1</translation>
    </message>
    <message>
        <source>not recorded (a run made outside the workbench): it is not known what produced these numbers</source>
        <translation>未記録（Workbench 外で行われたラン）: これらの数値の出所は不明です</translation>
    </message>
    <message>
        <source>- Status: %1</source>
        <translation>- ステータス: %1</translation>
    </message>
    <message>
        <source>- state.json: %1</source>
        <translation>- state.json: %1</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>- Iterations: %1 of %2</source>
        <translation>- 反復: %1 / %2</translation>
    </message>
    <message>
        <source>## Baseline</source>
        <translation>## ベースライン</translation>
    </message>
    <message>
        <source>The speedups below are against `base.py`, the JAX baseline, timed by MaxKernel&apos;s harness on the TPU (never against the original %1 source).</source>
        <translation>以下の高速化率は JAX ベースライン `base.py` に対するもので、MaxKernel のハーネスが TPU で計測しています（元の %1 ソースとの比較ではありません）。</translation>
    </message>
    <message>
        <source>- Source language: %1; reference mode: %2</source>
        <translation>- ソース言語: %1; リファレンスモード: %2</translation>
    </message>
    <message>
        <source>- Assurance of the baseline: %1</source>
        <translation>- ベースラインの保証: %1</translation>
    </message>
    <message>
        <source>- Golden capture degraded: %1</source>
        <translation>- golden 取得が劣化: %1</translation>
    </message>
    <message>
        <source>- Base time: %1 ms</source>
        <translation>- ベース時間: %1 ms</translation>
    </message>
    <message>
        <source>## Iterations</source>
        <translation>## 反復</translation>
    </message>
    <message>
        <source>Every number in this table was copied from the recording; none was measured.</source>
        <translation>この表の数値はすべて記録からのコピーで、計測したものはありません。</translation>
    </message>
    <message>
        <source>| Iteration | Compiled | Correct | Base ms | Optimized ms | Speedup vs base.py | Base | Outcome |</source>
        <translation>| 反復 | コンパイル | 正しい | ベース ms | 最適化 ms | base.py 比の高速化率 | ベース | 結果 |</translation>
    </message>
    <message>
        <source> (speedup above %1×: check correctness)</source>
        <translation> （高速化率が %1× 超: 正しさを確認）</translation>
    </message>
    <message>
        <source> (base time drifted over 10 %)</source>
        <translation> （ベース時間が 10 % を超えてドリフト）</translation>
    </message>
    <message>
        <source>## Result</source>
        <translation>## 結果</translation>
    </message>
    <message>
        <source>- Best: iteration %1, %2 ms, %3× faster than base.py%4</source>
        <translation>- 最良: 反復 %1、%2 ms、base.py より %3× 高速%4</translation>
    </message>
    <message>
        <source> (replayed)</source>
        <translation> （リプレイ）</translation>
    </message>
    <message>
        <source>- Best: none; no iteration was correct and timed.</source>
        <translation>- 最良: なし; 正しく計測された反復はありません。</translation>
    </message>
    <message>
        <source>- Published: %1</source>
        <translation>- 公開: %1</translation>
    </message>
    <message>
        <source>nothing (no correct kernel)</source>
        <translation>なし（正しいカーネルなし）</translation>
    </message>
    <message>
        <source>- Warning: %1</source>
        <translation>- 警告: %1</translation>
    </message>
    <message>
        <source>## External evaluation (vs your PyTorch)</source>
        <translation>## 外部評価（あなたの PyTorch との比較）</translation>
    </message>
    <message>
        <source>`%1`, written by MaxKernel&apos;s `compare_kernel.py`: the kernel timed against your PyTorch module through torch_xla. Its speedup is against your source, not base.py; the gap between the two is the most informative number. The file is shown as written (its schema is not public).</source>
        <translation>`%1`、MaxKernel の `compare_kernel.py` が書いたもの: カーネルを torch_xla 経由であなたの PyTorch モジュールと時間比較。その高速化率は base.py ではなくあなたのソースに対するもので、両者の差が最も有益な数値です。ファイルは書かれたとおり表示します（スキーマは非公開）。</translation>
    </message>
    <message>
        <source>It could not be parsed: %1</source>
        <translation>解析できませんでした: %1</translation>
    </message>
    <message>
        <source>Not offered: %1.</source>
        <translation>提供されず: %1。</translation>
    </message>
    <message>
        <source>Not run yet. To time the published kernel against your PyTorch module, run on the TPU VM, in MaxKernel&apos;s environment (`$MK` is its root):</source>
        <translation>未実行。公開されたカーネルをあなたの PyTorch モジュールと時間比較するには、TPU VM の MaxKernel 環境で実行してください（`$MK` はそのルート）:</translation>
    </message>
    <message>
        <source>The workbench shows `%1` here once it is in the run folder.</source>
        <translation>`%1` がランフォルダーに入ると、Workbench はここに表示します。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::RunStatusReport</name>
    <message>
        <source>run       : %1 on %2</source>
        <translation>ラン      : %2 の %1</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>このマシン</translation>
    </message>
    <message>
        <source>worker    : %1</source>
        <translation>ワーカー  : %1</translation>
    </message>
    <message>
        <source>not recorded (it is not known what produced these numbers)</source>
        <translation>未記録（これらの数値の出所は不明）</translation>
    </message>
    <message>
        <source> (nothing running; `tpuwb kernel run` continues it)</source>
        <translation> （実行中なし; `tpuwb kernel run` で続行）</translation>
    </message>
    <message>
        <source>status    : %1</source>
        <translation>状態      : %1</translation>
    </message>
    <message>
        <source>error     : %1</source>
        <translation>エラー    : %1</translation>
    </message>
    <message>
        <source>iteration : %1 of %2</source>
        <translation>反復      : %1 / %2</translation>
    </message>
    <message>
        <source>baseline  : %1 (assurance: %2)</source>
        <translation>ベースライン: %1（保証: %2）</translation>
    </message>
    <message>
        <source>best      : iteration %1, %2 ms, speedup %3x vs base.py%4</source>
        <translation>最良      : 反復 %1、%2 ms、base.py 比 %3x%4</translation>
    </message>
    <message>
        <source> (REPLAYED, not measured)</source>
        <translation> （リプレイ、計測なし）</translation>
    </message>
    <message>
        <source>best      : none yet (base.py)</source>
        <translation>最良      : まだなし (base.py)</translation>
    </message>
    <message>
        <source>published : %1</source>
        <translation>公開      : %1</translation>
    </message>
    <message>
        <source>nothing (no correct kernel)</source>
        <translation>なし（正しいカーネルなし）</translation>
    </message>
    <message>
        <source>phase  status                  note</source>
        <translation>フェーズ ステータス            メモ</translation>
    </message>
    <message>
        <source>iterations (REPLAYED: every number copied from the recording)</source>
        <translation>反復（リプレイ: すべての数値は記録からのコピー）</translation>
    </message>
    <message>
        <source>iterations (numbers from the harness STDOUT)</source>
        <translation>反復（数値はハーネスの STDOUT から）</translation>
    </message>
    <message>
        <source>phases 1-6: + done, - not applicable, . pending, &gt; running, x failed, ~ degraded, ? waiting, ! inconsistent</source>
        <translation>フェーズ 1-6: + 完了、- 該当なし、. 待機、&gt; 実行中、x 失敗、~ 劣化、? 待ち、! 不整合</translation>
    </message>
    <message>
        <source>iter  compile test  base ms    opt ms     speedup  base   phases 1-6        outcome</source>
        <translation>反復  コンパイル テスト  ベース ms  最適 ms    高速化   ベース フェーズ 1-6      結果</translation>
    </message>
    <message>
        <source> [speedup &gt; %1x: check correctness]</source>
        <translation> [高速化率 &gt; %1x: 正しさを確認]</translation>
    </message>
    <message>
        <source> [base time drifted &gt;10%]</source>
        <translation> [ベース時間が 10% 超ドリフト]</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>warning   : %1</source>
        <translation>警告      : %1</translation>
    </message>
</context>
<context>
    <name>twb::kernel::StateSchema</name>
    <message>
        <source>a string</source>
        <translation>文字列</translation>
    </message>
    <message>
        <source>a string or null</source>
        <translation>文字列または null</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true、false または null</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>an integer or null</source>
        <translation>整数または null</translation>
    </message>
    <message>
        <source>a number or null</source>
        <translation>数値または null</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>リスト</translation>
    </message>
    <message>
        <source>%1: field `%2` must be %3, but it is %4 (%5). The file was not changed; correct that field (or restore the file) and try again.</source>
        <translation>%1: フィールド `%2` は %3 である必要がありますが、%4 (%5) です。ファイルは変更していません; フィールドを修正して（またはファイルを復元して）再試行してください。</translation>
    </message>
    <message>
        <source>%1: field `%2` holds %3, which is not a measurement; it is read as null.</source>
        <translation>%1: フィールド `%2` の %3 は計測値ではありません; null として読みます。</translation>
    </message>
    <message>
        <source>%1 must hold a JSON object, but it holds %2. The file was not changed; restore it from a backup.</source>
        <translation>%1 は JSON オブジェクトを含む必要がありますが、%2 を含んでいます。ファイルは変更していません; バックアップから復元してください。</translation>
    </message>
    <message>
        <source>%1 has no `primary` object (an older run); it was built from input_language and source_path.</source>
        <translation>%1 に `primary` オブジェクトがありません（古いラン）; input_language と source_path から構成しました。</translation>
    </message>
    <message>
        <source>%1: field `%2.iteration` is missing; every history entry names its iteration. The file was not changed.</source>
        <translation>%1: フィールド `%2.iteration` がありません; 履歴の各エントリは反復を示します。ファイルは変更していません。</translation>
    </message>
    <message>
        <source>%1: field `%2` is %3, but it must be at least %4. The file was not changed.</source>
        <translation>%1: フィールド `%2` は %3 ですが、%4 以上である必要があります。ファイルは変更していません。</translation>
    </message>
    <message>
        <source>%1: field `%2` is %3, but it must be at most %4. The file was not changed.</source>
        <translation>%1: フィールド `%2` は %3 ですが、%4 以下でなければなりません。ファイルは変更されていません。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::StatusText</name>
    <message>
        <source>worker started</source>
        <translation>ワーカー起動</translation>
    </message>
    <message>
        <source>iteration committed</source>
        <translation>反復をコミット</translation>
    </message>
    <message>
        <source>baseline waits for approval</source>
        <translation>ベースラインは承認待ち</translation>
    </message>
    <message>
        <source>state.json unchanged</source>
        <translation>state.json 変化なし</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>another worker is running</source>
        <translation>別のワーカーが実行中</translation>
    </message>
    <message>
        <source>no state.json</source>
        <translation>state.json なし</translation>
    </message>
    <message>
        <source>state.json unreadable</source>
        <translation>state.json を読み取れません</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>stopped: the baseline failed its gate</source>
        <translation>停止: ベースラインがゲートを通過しませんでした</translation>
    </message>
    <message>
        <source>emergency stop</source>
        <translation>緊急停止</translation>
    </message>
    <message>
        <source>waiting for baseline approval</source>
        <translation>ベースラインの承認待ち</translation>
    </message>
    <message>
        <source>setting up</source>
        <translation>セットアップ中</translation>
    </message>
    <message>
        <source>iterating</source>
        <translation>反復中</translation>
    </message>
    <message>
        <source>kernel published</source>
        <translation>カーネル公開済み</translation>
    </message>
    <message>
        <source>no correct kernel</source>
        <translation>正しいカーネルなし</translation>
    </message>
    <message>
        <source>publishing</source>
        <translation>公開中</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>該当なし</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>待機中</translation>
    </message>
    <message>
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>degraded</source>
        <translation>劣化</translation>
    </message>
    <message>
        <source>fell back to llm_port</source>
        <translation>llm_port にフォールバック</translation>
    </message>
    <message>
        <source>waiting for approval</source>
        <translation>承認待ち</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>inconsistent files</source>
        <translation>ファイルの不整合</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最良</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>正しい</translation>
    </message>
    <message>
        <source>incorrect</source>
        <translation>不正</translation>
    </message>
    <message>
        <source>did not compile</source>
        <translation>コンパイル失敗</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>進行中</translation>
    </message>
    <message>
        <source>verified (structure and values)</source>
        <translation>検証済み（構造と値）</translation>
    </message>
    <message>
        <source>verified against golden values</source>
        <translation>golden 値で検証済み</translation>
    </message>
    <message>
        <source>approved by you, not checked</source>
        <translation>あなたが承認、未確認</translation>
    </message>
    <message>
        <source>unverified</source>
        <translation>未検証</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>作成済み</translation>
    </message>
    <message>
        <source>Orchestrator started</source>
        <translation>オーケストレーター起動</translation>
    </message>
    <message>
        <source>Iteration limit changed</source>
        <translation>反復上限を変更</translation>
    </message>
    <message>
        <source>Dispatch</source>
        <translation>ディスパッチ</translation>
    </message>
    <message>
        <source>Cancel TPU jobs</source>
        <translation>TPU ジョブをキャンセル</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>Baseline approved</source>
        <translation>ベースライン承認済み</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>公開</translation>
    </message>
    <message>
        <source>Emergency stop</source>
        <translation>緊急停止</translation>
    </message>
    <message>
        <source>Stop requested</source>
        <translation>停止要求済み</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>停止済み</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Orchestrator ended</source>
        <translation>オーケストレーター終了</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <source>nothing correct to publish</source>
        <translation>公開できる正しいものがありません</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>worker command</source>
        <translation>ワーカーコマンド</translation>
    </message>
    <message>
        <source>orchestrator running</source>
        <translation>オーケストレーター実行中</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>一時停止中</translation>
    </message>
</context>
<context>
    <name>twb::kernel::WorkerCommand</name>
    <message>
        <source>The kernel worker command is empty. Set workbench.kernel_worker_command in the machine&apos;s entry, e.g. &quot;bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}&quot;.</source>
        <translation>カーネルワーカーコマンドが空です。マシンのエントリで workbench.kernel_worker_command を設定してください（例: &quot;bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}&quot;）。</translation>
    </message>
    <message>
        <source>kernel_worker_command uses the placeholder {%1}; only {run_dir}, {target} and {python} exist. Fix the machine&apos;s entry.</source>
        <translation>kernel_worker_command がプレースホルダー {%1} を使っています; あるのは {run_dir}、{target}、{python} だけです。マシンのエントリを修正してください。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::WorkerPreflight</name>
    <message>
        <source>this machine</source>
        <translation>このマシン</translation>
    </message>
    <message>
        <source>`claude` is not on the PATH of a non-interactive shell on %1</source>
        <translation>%1 の非対話シェルの PATH に `claude` がありません</translation>
    </message>
    <message>
        <source>Install the Claude Code CLI on %1 (npm install -g @anthropic-ai/claude-code) so that `claude` is found by a non-interactive shell there: the worker runs in the same kind of shell.</source>
        <translation>%1 に Claude Code CLI をインストールし（npm install -g @anthropic-ai/claude-code）、そこの非対話シェルで `claude` が見つかるようにしてください: ワーカーは同じ種類のシェルで動きます。</translation>
    </message>
    <message>
        <source>not checked: the Claude Code CLI is missing</source>
        <translation>未確認: Claude Code CLI がありません</translation>
    </message>
    <message>
        <source>Install the Claude Code CLI first (see claude_cli), then log in on %1.</source>
        <translation>先に Claude Code CLI をインストールし（claude_cli を参照）、%1 でログインしてください。</translation>
    </message>
    <message>
        <source>ANTHROPIC_API_KEY is set</source>
        <translation>ANTHROPIC_API_KEY が設定されています</translation>
    </message>
    <message>
        <source>`claude auth status` says not logged in: %1</source>
        <translation>`claude auth status` によると未ログイン: %1</translation>
    </message>
    <message>
        <source>Log in on %1: run `claude auth login` (or `claude` once) there as the user the workbench connects as, or export ANTHROPIC_API_KEY for non-interactive shells.</source>
        <translation>%1 でログインしてください: ワークベンチが接続するユーザーとして、そこで `claude auth login`（または一度 `claude`）を実行するか、非対話シェル向けに ANTHROPIC_API_KEY を export してください。</translation>
    </message>
    <message>
        <source>workbench.maxkernel_root is not set</source>
        <translation>workbench.maxkernel_root が設定されていません</translation>
    </message>
    <message>
        <source>Set workbench.maxkernel_root in machine %1&apos;s entry to MaxKernel&apos;s folder on it (the maxkernel/claude-code folder of AI-Hypercomputer/accelerator-agents, e.g. &quot;~/maxkernel&quot;); runs are then created under its workspace/, where MaxKernel&apos;s guard lets the agent work.</source>
        <translation>マシン %1 のエントリで workbench.maxkernel_root を、そのマシン上の MaxKernel のフォルダー（AI-Hypercomputer/accelerator-agents の maxkernel/claude-code フォルダー、例: &quot;~/maxkernel&quot;）に設定してください; ランはその workspace/ 以下に作成され、そこでは MaxKernel のガードがエージェントに作業を許可します。</translation>
    </message>
    <message>
        <source>%1 does not exist on %2</source>
        <translation>%2 に %1 は存在しません</translation>
    </message>
    <message>
        <source>%1 has no tools/tpu_client.py and skill/SKILL.md</source>
        <translation>%1 に tools/tpu_client.py と skill/SKILL.md がありません</translation>
    </message>
    <message>
        <source>Clone AI-Hypercomputer/accelerator-agents on %1 and set workbench.maxkernel_root to its maxkernel/claude-code folder (the one with tools/tpu_client.py), or fix the path %2.</source>
        <translation>%1 に AI-Hypercomputer/accelerator-agents をクローンして workbench.maxkernel_root をその maxkernel/claude-code フォルダー（tools/tpu_client.py があるもの）に設定するか、パス %2 を修正してください。</translation>
    </message>
    <message>
        <source>MaxKernel&apos;s install.py --with-guard</source>
        <translation>MaxKernel の install.py --with-guard</translation>
    </message>
    <message>
        <source>%1 was installed for another MaxKernel folder than %2</source>
        <translation>%1 は %2 とは別の MaxKernel フォルダー用にインストールされています</translation>
    </message>
    <message>
        <source>Re-install MaxKernel&apos;s agents from this checkout on %1: %2</source>
        <translation>%1 でこのチェックアウトから MaxKernel のエージェントを再インストールしてください: %2</translation>
    </message>
    <message>
        <source>Install MaxKernel&apos;s agents on %1: %2 (set workbench.claude_dir when Claude Code&apos;s folder is not ~/.claude).</source>
        <translation>%1 に MaxKernel のエージェントをインストールしてください: %2（Claude Code のフォルダーが ~/.claude でない場合は workbench.claude_dir を設定）。</translation>
    </message>
    <message>
        <source>%1 is not installed on %2</source>
        <translation>%2 に %1 がインストールされていません</translation>
    </message>
    <message>
        <source>The worker runs headless with bypassPermissions; install MaxKernel&apos;s workspace guard so the agent stays in MaxKernel&apos;s folder: cd %1 &amp;&amp; %2 install.py --with-guard</source>
        <translation>ワーカーは bypassPermissions でヘッドレス実行されます; エージェントが MaxKernel のフォルダー内に留まるよう、MaxKernel のワークスペースガードをインストールしてください: cd %1 &amp;&amp; %2 install.py --with-guard</translation>
    </message>
    <message>
        <source>%1 has no ALLOWED_ROOTS line the workbench can read</source>
        <translation>%1 にワークベンチが読める ALLOWED_ROOTS 行がありません</translation>
    </message>
    <message>
        <source>Re-install the guard from MaxKernel&apos;s checkout (install.py --with-guard); the hook names the one folder the agent may use in ALLOWED_ROOTS.</source>
        <translation>MaxKernel のチェックアウトからガードを再インストールしてください（install.py --with-guard）; フックは ALLOWED_ROOTS でエージェントが使える唯一のフォルダーを指定します。</translation>
    </message>
    <message>
        <source>%1 was copied without filling its placeholders (%2)</source>
        <translation>%1 はプレースホルダーを埋めずにコピーされています（%2）</translation>
    </message>
    <message>
        <source>Install the guard with MaxKernel&apos;s install.py --with-guard, which fills {{MAXKERNEL_ROOT}}.</source>
        <translation>MaxKernel の install.py --with-guard でガードをインストールしてください。{{MAXKERNEL_ROOT}} が埋められます。</translation>
    </message>
    <message>
        <source>the guard confines the agent to %1, but runs are created in %2</source>
        <translation>ガードはエージェントを %1 に制限していますが、ランは %2 に作成されます</translation>
    </message>
    <message>
        <source>Set workbench.maxkernel_root of machine %1 to %2 (runs then go to its workspace/), or workbench.maxkernel_workspace to a folder under it.</source>
        <translation>マシン %1 の workbench.maxkernel_root を %2 に設定する（ランはその workspace/ に置かれます）か、workbench.maxkernel_workspace をその下のフォルダーに設定してください。</translation>
    </message>
    <message>
        <source>the guard allows %1, which holds %2</source>
        <translation>ガードは %1 を許可しており、そこに %2 があります</translation>
    </message>
    <message>
        <source>not checked: MaxKernel&apos;s checkout is missing</source>
        <translation>未確認: MaxKernel のチェックアウトがありません</translation>
    </message>
    <message>
        <source>Fix maxkernel_checkout first; the TPU server is asked through its tools/tpu_client.py.</source>
        <translation>先に maxkernel_checkout を修正してください; TPU サーバーへの問い合わせはその tools/tpu_client.py を通して行います。</translation>
    </message>
    <message>
        <source>no answer within 180 s</source>
        <translation>180 秒以内に応答なし</translation>
    </message>
    <message>
        <source>tpu_client.py --queue in %1 failed: %2</source>
        <translation>%1 での tpu_client.py --queue に失敗: %2</translation>
    </message>
    <message>
        <source>Start MaxKernel&apos;s TPU server on the TPU VM (%1 server/tpu_server.py in %2, see its docs/tpu-setup.md) or register the TPU with `tools/tpu_client.py --add_tpu &apos;{&quot;tpu_name&quot;: ..., &quot;zone&quot;: ..., &quot;project&quot;: ...}&apos;`; the worker sends every compile, test and profile through it.</source>
        <translation>TPU VM で MaxKernel の TPU サーバーを起動する（%2 で %1 server/tpu_server.py、docs/tpu-setup.md を参照）か、`tools/tpu_client.py --add_tpu &apos;{&quot;tpu_name&quot;: ..., &quot;zone&quot;: ..., &quot;project&quot;: ...}&apos;` で TPU を登録してください; ワーカーはすべてのコンパイル、テスト、プロファイルをこれを通して送ります。</translation>
    </message>
    <message>
        <source>pip install torch torchax (MaxKernel&apos;s requirements.txt pins both)</source>
        <translation>pip install torch torchax（MaxKernel の requirements.txt で両方のバージョンが固定されています）</translation>
    </message>
    <message>
        <source>%1 cannot import torch and torchax: %2</source>
        <translation>%1 は torch と torchax をインポートできません: %2</translation>
    </message>
    <message>
        <source>Install them into the machine&apos;s python (workbench.python of %1): %2</source>
        <translation>マシンの python（%1 の workbench.python）にインストールしてください: %2</translation>
    </message>
    <message>
        <source>%1 has %2; MaxKernel pins these in %3 (a mismatch breaks torchax&apos;s conversion)</source>
        <translation>%1 のバージョンは %2 です; MaxKernel は %3 でこれらを固定しています（不一致だと torchax の変換が壊れます）</translation>
    </message>
    <message>
        <source>Install the pinned versions: %1</source>
        <translation>固定されたバージョンをインストールしてください: %1</translation>
    </message>
    <message>
        <source>, as %1 pins</source>
        <translation>（%1 の指定どおり）</translation>
    </message>
</context>
</TS>
