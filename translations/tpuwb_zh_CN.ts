<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QObject</name>
    <message>
        <source>host %1</source>
        <translation>主机 %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Desktop workbench for ML research on Cloud TPUs.</source>
        <translation>面向 Cloud TPU 机器学习研究的桌面工作台。</translation>
    </message>
    <message>
        <source>Open the workspace in DIR.</source>
        <translation>打开 DIR 中的工作区。</translation>
    </message>
    <message>
        <source>Use FILE as the machine registry.</source>
        <translation>使用 FILE 作为机器注册表。</translation>
    </message>
    <message>
        <source>Use FILE as the SSH known_hosts file.</source>
        <translation>使用 FILE 作为 SSH known_hosts 文件。</translation>
    </message>
    <message>
        <source>Start on the panel NAME (machines, mesh, ...).</source>
        <translation>在面板 NAME 上启动（machines、mesh 等）。</translation>
    </message>
    <message>
        <source>Save a PNG of the window to FILE after start-up, then quit.</source>
        <translation>启动后将窗口的 PNG 保存到 FILE，然后退出。</translation>
    </message>
    <message>
        <source>Milliseconds to wait before --screenshot (default 2000).</source>
        <translation>--screenshot 之前等待的毫秒数（默认 2000）。</translation>
    </message>
    <message>
        <source>TPU Workbench %1 started on workspace %2.</source>
        <translation>TPU Workbench %1 已在工作区 %2 上启动。</translation>
    </message>
    <message>
        <source>There is no panel %1.</source>
        <translation>没有面板 %1。</translation>
    </message>
    <message>
        <source>Cannot save the screenshot %1.</source>
        <translation>无法保存截图 %1。</translation>
    </message>
</context>
<context>
    <name>twb::AblationEditor</name>
    <message>
        <source>grid (every combination)</source>
        <translation>网格（所有组合）</translation>
    </message>
    <message>
        <source>zip (i-th values together)</source>
        <translation>zip（第 i 个值一起）</translation>
    </message>
    <message>
        <source>one at a time (from the baseline)</source>
        <translation>逐个变化（从基线开始）</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add a variable</source>
        <translation>添加变量</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Remove the selected variable</source>
        <translation>移除所选变量</translation>
    </message>
    <message>
        <source>0, 1, 2  or  0-4 (empty: the base experiment&apos;s seed)</source>
        <translation>0, 1, 2  或  0-4（留空：基础实验的种子）</translation>
    </message>
    <message>
        <source>train.batch_size, train.seq_len</source>
        <translation>train.batch_size, train.seq_len</translation>
    </message>
    <message>
        <source>Base experiment:</source>
        <translation>基础实验：</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>模式：</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>变量</translation>
    </message>
    <message>
        <source>Seeds:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>指标：</translation>
    </message>
    <message>
        <source>Invariants:</source>
        <translation>不变量：</translation>
    </message>
    <message>
        <source>Expanding…</source>
        <translation>正在展开…</translation>
    </message>
    <message>
        <source>Seeds are whole numbers of 0 or more: &quot;0, 1, 2&quot; or &quot;0-4&quot;.</source>
        <translation>种子是 0 或更大的整数：&quot;0, 1, 2&quot; 或 &quot;0-4&quot;。</translation>
    </message>
    <message>
        <source>%1 × %2 = &lt;b&gt;%3&lt;/b&gt;</source>
        <extracomment>The matrix&apos;s size: &quot;4 cells × 2 seeds = &lt;b&gt;8 runs&lt;/b&gt;&quot;.</extracomment>
        <translation>%1 × %2 = &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n 个单元</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seed(s)</source>
        <translation>
            <numerusform>%n 个种子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 个运行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::AblationExpander</name>
    <message>
        <source>(absent)</source>
        <translation>（缺失）</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; overlaps variables[%3] &quot;%4&quot;; vary each field once.</source>
        <translation>%1：&quot;%2&quot; 与 variables[%3] &quot;%4&quot; 重叠；每个字段只改变一次。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a field of the base experiment %3; check the spelling (an ablation only varies fields the experiment has).</source>
        <translation>%1：&quot;%2&quot; 不是基础实验 %3 的字段；请检查拼写（消融只能改变实验中已有的字段）。</translation>
    </message>
    <message>
        <source>%1 (%2) has no values.</source>
        <translation>%1 (%2) 没有值。</translation>
    </message>
    <message>
        <source>%1: baseline names &quot;%2&quot;, which is not a variable; the baseline gives each variable&apos;s reference value. Remove it or add the variable.</source>
        <translation>%1：baseline 引用了 &quot;%2&quot;，但它不是变量；基线给出每个变量的参考值。请删除它或添加该变量。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a field of the base experiment %3.</source>
        <translation>%1：&quot;%2&quot; 不是基础实验 %3 的字段。</translation>
    </message>
    <message>
        <source>%1: seed %2 is listed twice.</source>
        <translation>%1：种子 %2 被列出两次。</translation>
    </message>
    <message>
        <source>%1: the grid has more than %2 combinations; use fewer values, mode &quot;one_at_a_time&quot; or &quot;zip&quot;.</source>
        <translation>%1：网格的组合超过 %2 个；请减少值，或使用 &quot;one_at_a_time&quot; 或 &quot;zip&quot; 模式。</translation>
    </message>
    <message>
        <source>%1: mode &quot;zip&quot; takes the i-th value of every variable together, so all need as many values; %2 has %3 and %4 has %5.</source>
        <translation>%1：&quot;zip&quot; 模式将每个变量的第 i 个值放在一起，因此所有变量需要相同数量的值；%2 有 %3 个，%4 有 %5 个。</translation>
    </message>
    <message>
        <source>cell %1 (%2)</source>
        <translation>单元 %1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2 changes invariant %3 from %4 to %5; an ablation keeps its invariants fixed. Remove the variable or the invariant.</source>
        <translation>%1：%2 将不变量 %3 从 %4 改为 %5；消融需保持不变量固定。请删除该变量或不变量。</translation>
    </message>
    <message>
        <source>%1: %2 needs TPU type %3 while cell 1 needs %4 (tpu.accelerator_type); compared runs must share a TPU type. Split the ablation per TPU type.</source>
        <translation>%1：%2 需要 TPU 类型 %3，而单元 1 需要 %4（tpu.accelerator_type）；对比的运行必须使用同一 TPU 类型。请按 TPU 类型拆分消融。</translation>
    </message>
    <message>
        <source>%1: %2 is not a valid experiment: %3</source>
        <translation>%1：%2 不是有效的实验：%3</translation>
    </message>
    <message>
        <source>%1 is not an experiment (a JSON object).</source>
        <translation>%1 不是实验（JSON 对象）。</translation>
    </message>
    <message>
        <source>The baseline (%1) is not among the cells, so deltas to it cannot be shown; add its values to the variables or change the baseline.</source>
        <translation>基线 (%1) 不在单元中，因此无法显示与其的差值；请将其值加入变量或更改基线。</translation>
    </message>
    <message>
        <source>1 combination gave the same config as another and was merged.</source>
        <translation>1 个组合与另一个得到相同配置，已合并。</translation>
    </message>
    <message>
        <source>%1 combinations gave the same config as another and were merged.</source>
        <translation>%1 个组合与其他组合得到相同配置，已合并。</translation>
    </message>
</context>
<context>
    <name>twb::AblationLaunchDialog</name>
    <message>
        <source>Launch %1</source>
        <translation>启动 %1</translation>
    </message>
    <message>
        <source> runs at once</source>
        <translation> 个运行同时进行</translation>
    </message>
    <message>
        <source>TPU</source>
        <translation>TPU</translation>
    </message>
    <message>
        <source>CPU smoke mode (no TPU needed)</source>
        <translation>CPU 冒烟模式（无需 TPU）</translation>
    </message>
    <message>
        <source>torch&apos;s default</source>
        <translation>torch 默认值</translation>
    </message>
    <message>
        <source>torch threads per run in the CPU smoke mode (train.py --threads)</source>
        <translation>CPU 冒烟模式下每个运行的 torch 线程数 (train.py --threads)</translation>
    </message>
    <message>
        <source>Also rerun failed and stopped runs</source>
        <translation>也重新运行失败和已停止的运行</translation>
    </message>
    <message>
        <source>%v of %m finished</source>
        <translation>已完成 %v / %m</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>Retry failed</source>
        <translation>重试失败的</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Machines:</source>
        <translation>机器：</translation>
    </message>
    <message>
        <source>Parallelism:</source>
        <translation>并行度：</translation>
    </message>
    <message>
        <source>Run on:</source>
        <translation>运行于：</translation>
    </message>
    <message>
        <source>CPU threads per run:</source>
        <translation>每个运行的 CPU 线程：</translation>
    </message>
    <message>
        <source>Estimate:</source>
        <translation>估算：</translation>
    </message>
    <message>
        <source>No machine is registered; add one in the Machines panel.</source>
        <translation>未注册机器；请在“机器”面板中添加。</translation>
    </message>
    <message>
        <source>%1: does not fit this experiment&apos;s slice</source>
        <translation>%1：与此实验的切片不匹配</translation>
    </message>
    <message>
        <source>With %1 at once: about %2 h of wall time.</source>
        <translation>同时运行 %1 个：约 %2 小时墙钟时间。</translation>
    </message>
    <message>
        <source>Every run finished.</source>
        <translation>所有运行均已完成。</translation>
    </message>
    <message>
        <source>Done; some runs did not finish (Retry failed reruns them).</source>
        <translation>完成；部分运行未完成（“重试失败的”会重新运行它们）。</translation>
    </message>
    <message>
        <source>%1 finished, %2 failed or stopped, %3 running, %4 waiting</source>
        <translation>%1 完成，%2 失败或停止，%3 运行中，%4 等待中</translation>
    </message>
</context>
<context>
    <name>twb::AblationLauncher</name>
    <message>
        <source>%1 has no launch.sh: scaffold the experiment first (tpuwb scaffold, or the Experiments panel).</source>
        <translation>%1 没有 launch.sh：请先生成实验（tpuwb scaffold，或“实验”面板）。</translation>
    </message>
    <message>
        <source>%1/config.json (hash %2) differs from %3 (hash %4): the experiment changed since it was scaffolded. Scaffold it again before launching.</source>
        <translation>%1/config.json（哈希 %2）与 %3（哈希 %4）不同：实验在生成后已更改。请在启动前重新生成。</translation>
    </message>
    <message>
        <source>Choose the machines to run on (--machines A,B, the launch dialog, or &quot;machines&quot; in %1).</source>
        <translation>请选择运行的机器（--machines A,B、启动对话框，或 %1 中的 &quot;machines&quot;）。</translation>
    </message>
    <message>
        <source>%1 is not in the registry %2.</source>
        <translation>%1 不在注册表 %2 中。</translation>
    </message>
    <message>
        <source>No chosen machine can run this ablation:
%1</source>
        <translation>所选机器都无法运行此消融：
%1</translation>
    </message>
    <message>
        <source>%1 is %2 on %3, which is not in the registry (or already runs another run); it is not watched.</source>
        <translation>%1 在 %3 上处于 %2，而 %3 不在注册表中（或已在运行其他运行）；不会被监视。</translation>
    </message>
    <message>
        <source>%1: %2 queued, %3 running, %4 already finished</source>
        <translation>%1：%2 排队，%3 运行中，%4 已完成</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 个运行</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: launching on %2</source>
        <translation>%1：正在 %2 上启动</translation>
    </message>
    <message>
        <source>%1: the hosts train config hash %2, not the cell&apos;s %3; check the project&apos;s config.json.</source>
        <translation>%1：主机训练的配置哈希为 %2，而非单元的 %3；请检查项目的 config.json。</translation>
    </message>
    <message>
        <source>%1: could not start on %2: %3</source>
        <translation>%1：无法在 %2 上启动：%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 on %3</source>
        <translation>%1：%3 上 %2</translation>
    </message>
    <message>
        <source>%1: fetching metrics: %2</source>
        <translation>%1：获取指标：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n failed or stopped run(s) queued again.</source>
        <translation>
            <numerusform>%n 个失败或已停止的运行已重新排队。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: its launch on %2 stopped before it started anything there (no attempt in run.json, no status file on the hosts); launching it again.</source>
        <translation>%1：在 %2 上的启动在那里启动任何内容之前就中止了（run.json 中没有尝试记录，主机上没有状态文件）；正在重新启动它。</translation>
    </message>
</context>
<context>
    <name>twb::AblationMetric</name>
    <message>
        <source>%1 must be an object {&quot;name&quot;, &quot;goal&quot;, &quot;at&quot;}, not a %2.</source>
        <translation>%1 必须是对象 {&quot;name&quot;, &quot;goal&quot;, &quot;at&quot;}，而不是 %2。</translation>
    </message>
    <message>
        <source>%1.name must be the name of a logged series, such as &quot;loss&quot; or &quot;eval/loss&quot;.</source>
        <translation>%1.name 必须是已记录序列的名称，例如 &quot;loss&quot; 或 &quot;eval/loss&quot;。</translation>
    </message>
    <message>
        <source>%1.goal must be &quot;min&quot; or &quot;max&quot;.</source>
        <translation>%1.goal 必须是 &quot;min&quot; 或 &quot;max&quot;。</translation>
    </message>
    <message>
        <source>%1.at must be &quot;final&quot;, &quot;best&quot; or a step number.</source>
        <translation>%1.at 必须是 &quot;final&quot;、&quot;best&quot; 或步数。</translation>
    </message>
</context>
<context>
    <name>twb::AblationPanel</name>
    <message>
        <source>New…</source>
        <translation>新建…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Launch…</source>
        <translation>启动…</translation>
    </message>
    <message>
        <source>Retry failed</source>
        <translation>重试失败的</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Compare runs</source>
        <translation>对比运行</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>单元</translation>
    </message>
    <message>
        <source>Heat map</source>
        <translation>热力图</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>已打开 %1。</translation>
    </message>
    <message>
        <source>The matrix does not expand; fix it before launching.</source>
        <translation>矩阵无法展开；请在启动前修复。</translation>
    </message>
    <message>
        <source>Every run of %1 finished.</source>
        <translation>%1 的所有运行均已完成。</translation>
    </message>
    <message>
        <source>%1: some runs failed or were stopped; Retry failed reruns only them.</source>
        <translation>%1：部分运行失败或被停止；“重试失败的”只重新运行它们。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be an ablation name: use 1 to 64 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;.</source>
        <translation>&quot;%1&quot; 不能作为消融名称：请使用 1 到 64 个字母、数字、&apos;.&apos;、&apos;_&apos; 或 &apos;-&apos;。</translation>
    </message>
    <message>
        <source>New ablation</source>
        <translation>新建消融</translation>
    </message>
    <message>
        <source>Name (used in run ids):</source>
        <translation>名称（用于运行 ID）：</translation>
    </message>
    <message>
        <source>Base experiment:</source>
        <translation>基础实验：</translation>
    </message>
    <message>
        <source>Open or create an ablation to compare its runs.</source>
        <translation>打开或新建消融以对比其运行。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n run(s) launched: %2 finished, %3 failed or stopped, %4 live</source>
        <translation>
            <numerusform>已启动 %n 个运行中的 %1 个：%2 完成，%3 失败或停止，%4 进行中</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>撤销 %1</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>没有可撤销的操作</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>重做 %1</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>没有可重做的操作</translation>
    </message>
</context>
<context>
    <name>twb::AblationReport</name>
    <message>
        <source>Metric: %1, %2, %3 is better</source>
        <translation>指标：%1，%2，%3 更好</translation>
    </message>
    <message>
        <source>lower</source>
        <translation>更低</translation>
    </message>
    <message>
        <source>higher</source>
        <translation>更高</translation>
    </message>
    <message>
        <source>Generated: %1</source>
        <translation>生成时间：%1</translation>
    </message>
    <message>
        <source>Best cell by smoothed %1: `%2` (%3), mean %4</source>
        <translation>按平滑 %1 的最佳单元：`%2` (%3)，均值 %4</translation>
    </message>
    <message>
        <source>the base</source>
        <translation>基准</translation>
    </message>
    <message>
        <source>, 95% CI [%1, %2] over %3 seeds</source>
        <translation>，%3 个种子上的 95% 置信区间 [%1, %2]</translation>
    </message>
    <message>
        <source>, %1% vs baseline</source>
        <translation>，相对基线 %1%</translation>
    </message>
    <message>
        <source>Results per cell</source>
        <translation>每个单元的结果</translation>
    </message>
    <message>
        <source>Mean, std and 95% confidence interval (Student&apos;s t) over the seeds of each cell; Δ is the difference of the mean to the baseline cell.</source>
        <translation>每个单元跨种子的均值、标准差和 95% 置信区间（Student t）；Δ 为均值与基线单元之差。</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Final = the last value of %1 in the run&apos;s metrics files (the mean over hosts for a multi-host run).</source>
        <translation>最终值 = 运行指标文件中 %1 的最后一个值（多主机运行取各主机均值）。</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>twb::AblationSpec</name>
    <message>
        <source>%1 must be a list of strings.</source>
        <translation>%1 必须是字符串列表。</translation>
    </message>
    <message>
        <source>%1 must be a non-empty string.</source>
        <translation>%1 必须是非空字符串。</translation>
    </message>
    <message>
        <source>%1 has no &quot;schema&quot;: &quot;%2&quot;; it is not a TPU Workbench ablation. Add the field if the file is one.</source>
        <translation>%1 没有 &quot;schema&quot;: &quot;%2&quot;；它不是 TPU Workbench 消融。如果文件确实是，请添加该字段。</translation>
    </message>
    <message>
        <source>%1: schema &quot;%2&quot; is not an ablation schema (expected &quot;%3&quot;).</source>
        <translation>%1：schema &quot;%2&quot; 不是消融 schema（应为 &quot;%3&quot;）。</translation>
    </message>
    <message>
        <source>%1 uses schema %2, written by a newer TPU Workbench; this version reads %3. Update TPU Workbench to open it.</source>
        <translation>%1 使用 schema %2，由较新版本的 TPU Workbench 写入；此版本读取 %3。请更新 TPU Workbench 后打开。</translation>
    </message>
    <message>
        <source>%1: the range &quot;%2&quot; has no scale, so it gives %3 log-spaced values (%4); before this version it gave linear ones (%5). Write &quot;%2:log&quot; or &quot;%2:lin&quot; to say which.</source>
        <translation>%1：范围 &quot;%2&quot; 没有刻度，因此给出 %3 个对数间隔的值 (%4)；此版本之前给出的是线性值 (%5)。请写 &quot;%2:log&quot; 或 &quot;%2:lin&quot; 明确指定。</translation>
    </message>
    <message>
        <source>%1 must hold a JSON object (an ablation), not a %2.</source>
        <translation>%1 必须包含 JSON 对象（一个消融），而不是 %2。</translation>
    </message>
    <message>
        <source>%1 must be a name of 1 to 64 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos; (it becomes part of run ids).</source>
        <translation>%1 必须是由 1 到 64 个字母、数字、&apos;.&apos;、&apos;_&apos; 或 &apos;-&apos; 组成的名称（会成为运行 ID 的一部分）。</translation>
    </message>
    <message>
        <source>%1 must name the base experiment file, such as &quot;experiments/my-exp/experiment.json&quot;.</source>
        <translation>%1 必须指定基础实验文件，例如 &quot;experiments/my-exp/experiment.json&quot;。</translation>
    </message>
    <message>
        <source>%1 must be &quot;grid&quot;, &quot;zip&quot; or &quot;one_at_a_time&quot;.</source>
        <translation>%1 必须是 &quot;grid&quot;、&quot;zip&quot; 或 &quot;one_at_a_time&quot;。</translation>
    </message>
    <message>
        <source>%1 must be a list of {&quot;path&quot;, &quot;values&quot; | &quot;range&quot;}.</source>
        <translation>%1 必须是 {&quot;path&quot;, &quot;values&quot; | &quot;range&quot;} 的列表。</translation>
    </message>
    <message>
        <source>%1 must be a list of integers, such as [0, 1, 2].</source>
        <translation>%1 必须是整数列表，例如 [0, 1, 2]。</translation>
    </message>
    <message>
        <source>%1 must be an integer of 0 or more.</source>
        <translation>%1 必须是 0 或更大的整数。</translation>
    </message>
    <message>
        <source>%1 must be an object {&quot;&lt;variable path&gt;&quot;: value}.</source>
        <translation>%1 必须是对象 {&quot;&lt;variable path&gt;&quot;: value}。</translation>
    </message>
    <message>
        <source>%1 must be {&quot;step_time_s&quot;: seconds per training step, above 0}.</source>
        <translation>%1 必须是 {&quot;step_time_s&quot;: 每个训练步的秒数，大于 0}。</translation>
    </message>
</context>
<context>
    <name>twb::AblationVariable</name>
    <message>
        <source>%1 must be an object {&quot;path&quot;: ..., &quot;values&quot;: [...]}, not a %2.</source>
        <translation>%1 必须是对象 {&quot;path&quot;: ..., &quot;values&quot;: [...]}，而不是 %2。</translation>
    </message>
    <message>
        <source>%1 needs a &quot;path&quot;: the dotted field it varies, such as &quot;train.lr&quot;.</source>
        <translation>%1 需要 &quot;path&quot;：要改变的点分字段，例如 &quot;train.lr&quot;。</translation>
    </message>
    <message>
        <source>%1.path &quot;%2&quot; is not a field path; write dotted names such as &quot;model.moe.top_k&quot;.</source>
        <translation>%1.path &quot;%2&quot; 不是字段路径；请写成点分名称，例如 &quot;model.moe.top_k&quot;。</translation>
    </message>
    <message>
        <source>%1 has an unknown key &quot;%2&quot;; a variable has path and values or range.</source>
        <translation>%1 有未知键 &quot;%2&quot;；变量包含 path 以及 values 或 range。</translation>
    </message>
    <message>
        <source>%1 (%2) needs exactly one of &quot;values&quot; (a list) and &quot;range&quot;.</source>
        <translation>%1 (%2) 需要且只能有 &quot;values&quot;（列表）和 &quot;range&quot; 之一。</translation>
    </message>
    <message>
        <source>%1.values (%2) must be a non-empty list of values.</source>
        <translation>%1.values (%2) 必须是非空的值列表。</translation>
    </message>
    <message>
        <source>%1: NaN and Infinity cannot be config values.</source>
        <translation>%1：NaN 和 Infinity 不能作为配置值。</translation>
    </message>
</context>
<context>
    <name>twb::AboutDialog</name>
    <message>
        <source>About TPU Workbench</source>
        <translation>关于 TPU Workbench</translation>
    </message>
    <message>
        <source>&lt;h2&gt;TPU Workbench %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;TPU Workbench %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Register TPU VMs, design meshes, scaffold and launch experiments, watch every host live, compare ablations and drive kernel optimization runs.</source>
        <translation>注册 TPU VM、设计 mesh、生成并启动实验、实时查看每台主机、对比消融，并驱动 kernel 优化运行。</translation>
    </message>
    <message>
        <source>Qt %1 (built with %2)
libssh %3
QCustomPlot %4</source>
        <translation>Qt %1（构建于 %2）
libssh %3
QCustomPlot %4</translation>
    </message>
</context>
<context>
    <name>twb::AcceleratorType</name>
    <message>
        <source>Accelerator type &quot;%1&quot; is malformed: write FAMILY-COUNT, for example v4-128. Known families: %2.</source>
        <translation>加速器类型 &quot;%1&quot; 格式错误：请写成 FAMILY-COUNT，例如 v4-128。已知系列：%2。</translation>
    </message>
    <message>
        <source>Unknown accelerator type &quot;%1&quot;: no TPU family is called &quot;%2&quot;. Known families: %3.</source>
        <translation>未知的加速器类型 &quot;%1&quot;：没有名为 &quot;%2&quot; 的 TPU 系列。已知系列：%3。</translation>
    </message>
    <message>
        <source>Accelerator type &quot;%1&quot;: %2 names count TensorCores (%3 per chip), so the number must be a multiple of %3; valid examples: %4.</source>
        <translation>加速器类型 &quot;%1&quot;：%2 的名称按 TensorCore 计数（每芯片 %3 个），因此数字必须是 %3 的倍数；有效示例：%4。</translation>
    </message>
    <message>
        <source>Accelerator type &quot;%1&quot; is not a %2 slice size (%3 chips; a %2 pod has %4). Valid examples: %5.</source>
        <translation>加速器类型 &quot;%1&quot; 不是 %2 的切片大小（%3 个芯片；%2 pod 有 %4 个）。有效示例：%5。</translation>
    </message>
    <message>
        <source>The device kind &quot;%1&quot; is no TPU generation the catalog knows (%2).</source>
        <translation>设备类型 &quot;%1&quot; 不是目录中已知的 TPU 代次 (%2)。</translation>
    </message>
    <message>
        <source>%1 devices of kind &quot;%2&quot; make no whole number of chips (%3 devices per chip).</source>
        <translation>%1 个 &quot;%2&quot; 类型的设备无法构成整数个芯片（每芯片 %3 个设备）。</translation>
    </message>
    <message>
        <source>Topology %1 is not a valid %2 slice: %3.</source>
        <translation>拓扑 %1 不是有效的 %2 切片：%3。</translation>
    </message>
    <message>
        <source>%1 slices have %2 dimensions</source>
        <translation>%1 切片有 %2 个维度</translation>
    </message>
    <message>
        <source>%1 chips are more than a pod&apos;s %2</source>
        <translation>%1 个芯片超过一个 pod 的 %2 个</translation>
    </message>
    <message>
        <source>%1 chips is no slice size; valid examples: %2</source>
        <translation>%1 个芯片不是有效的切片大小；有效示例：%2</translation>
    </message>
    <message>
        <source>a %1-chip slice has the shape %2</source>
        <translation>%1 芯片切片的形状为 %2</translation>
    </message>
    <message>
        <source>write AxBxC with A &lt;= B &lt;= C, each 2 or a multiple of 4 (or 2x2x1)</source>
        <translation>写成 AxBxC，且 A &lt;= B &lt;= C，每个为 2 或 4 的倍数（或 2x2x1）</translation>
    </message>
    <message>
        <source>hosts own %1 blocks of chips, which do not tile it</source>
        <translation>主机拥有 %1 芯片块，无法铺满它</translation>
    </message>
    <message>
        <source>1 host</source>
        <translation>1 台主机</translation>
    </message>
    <message>
        <source>%1 hosts</source>
        <translation>%1 台主机</translation>
    </message>
    <message>
        <source>1 VM</source>
        <translation>1 个 VM</translation>
    </message>
    <message>
        <source>%1 VMs</source>
        <translation>%1 个 VM</translation>
    </message>
    <message>
        <source>%1: %2 chips (%3), %4 devices, %5, %6, %7 GiB HBM per device, %8 TFLOPS bf16 per chip</source>
        <translation>%1：%2 个芯片 (%3)，%4 个设备，%5，%6，每设备 %7 GiB HBM，每芯片 %8 TFLOPS bf16</translation>
    </message>
    <message>
        <source> (figures uncertain)</source>
        <translation> （数据未确定）</translation>
    </message>
</context>
<context>
    <name>twb::AddAxisCommand</name>
    <message>
        <source>Add axis %1</source>
        <translation>添加轴 %1</translation>
    </message>
</context>
<context>
    <name>twb::AddVariableCommand</name>
    <message>
        <source>Add variable %1</source>
        <translation>添加变量 %1</translation>
    </message>
</context>
<context>
    <name>twb::AlertCommand</name>
    <message>
        <source>The alert command `%1` (%2 of %3) %4%5. It is set in Settings or with `tpuwb settings set alerts.command CMD`.</source>
        <translation>警报命令 `%1`（%3 中的第 %2 个）%4%5。可在设置中或用 `tpuwb settings set alerts.command CMD` 设置。</translation>
    </message>
    <message>
        <source>ended with exit code %1</source>
        <translation>以退出码 %1 结束</translation>
    </message>
    <message>
        <source>was killed or crashed (%1)</source>
        <translation>被终止或崩溃 (%1)</translation>
    </message>
    <message>
        <source>did not start (%1)</source>
        <translation>未启动 (%1)</translation>
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
        <translation>崩溃</translation>
    </message>
    <message>
        <source>NaN loss</source>
        <translation>损失为 NaN</translation>
    </message>
    <message>
        <source>Straggler</source>
        <translation>掉队者</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>%1 host %2</source>
        <translation>%1 主机 %2</translation>
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
        <translation>已被抢占</translation>
    </message>
    <message>
        <source>%1 hosts %2</source>
        <translation>%1 主机 %2</translation>
    </message>
</context>
<context>
    <name>twb::AlertList</name>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>警报</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上的 %1</translation>
    </message>
    <message>
        <source>Alerts: none</source>
        <translation>警报：无</translation>
    </message>
    <message numerus="yes">
        <source>Alerts: %n</source>
        <translation>
            <numerusform>警报：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>Stacks</source>
        <translation>调用栈</translation>
    </message>
    <message>
        <source>The stacks of every host, taken when %1 stalled</source>
        <translation>%1 停滞时获取的所有主机的调用栈</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>主机 %1</translation>
    </message>
    <message>
        <source>hosts %1</source>
        <translation>主机 %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (ended %2)</source>
        <translation>%1（已于 %2 结束）</translation>
    </message>
</context>
<context>
    <name>twb::AlertMonitor</name>
    <message>
        <source>%1 is %2 at step %3 on host %4.</source>
        <translation>%1 在主机 %4 第 %3 步时为 %2。</translation>
    </message>
    <message>
        <source>The run failed (run.json); open it in the Monitor for each host.</source>
        <translation>运行失败 (run.json)；在监控中打开以查看每台主机。</translation>
    </message>
    <message numerus="yes">
        <source>Every host finished (%n host(s)).</source>
        <translation>
            <numerusform>所有主机均已完成（%n 台主机）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Straggling for %2 s.</source>
        <translation>%1 已掉队 %2 秒。</translation>
    </message>
    <message>
        <source>Its TPU VM was preempted; resume it once the VM is READY again (`tpuwb run resume %1`).</source>
        <translation>其 TPU VM 已被抢占；待 VM 再次变为 READY 后恢复运行（`tpuwb run resume %1`）。</translation>
    </message>
    <message>
        <source>Every host moves again.</source>
        <translation>所有主机都已恢复运行。</translation>
    </message>
    <message>
        <source>Every host caught up.</source>
        <translation>所有主机都已追上。</translation>
    </message>
</context>
<context>
    <name>twb::ApplyPresetCommand</name>
    <message>
        <source>Strategy %1</source>
        <translation>策略 %1</translation>
    </message>
</context>
<context>
    <name>twb::AtomicFile</name>
    <message>
        <source>Free some space on the disk that holds %1, then save again.</source>
        <translation>请释放 %1 所在磁盘的空间，然后重新保存。</translation>
    </message>
    <message>
        <source>%1 is on a read-only file system; open the workspace from a writable folder.</source>
        <translation>%1 位于只读文件系统上；请从可写文件夹打开工作区。</translation>
    </message>
    <message>
        <source>Check that you may write to %1.</source>
        <translation>请检查您是否有权写入 %1。</translation>
    </message>
    <message>
        <source>Check that %1 exists and is writable, then save again.</source>
        <translation>请检查 %1 是否存在且可写，然后重新保存。</translation>
    </message>
    <message>
        <source>Cannot save %1: creating a temporary file in %2 failed: %3. The previous content is unchanged. %4</source>
        <translation>无法保存 %1：在 %2 中创建临时文件失败：%3。原内容未更改。%4</translation>
    </message>
    <message>
        <source>Cannot save %1: %2 failed: %3. The previous content is unchanged. %4</source>
        <translation>无法保存 %1：%2 失败：%3。原内容未更改。%4</translation>
    </message>
    <message>
        <source>writing the temporary file</source>
        <translation>写入临时文件</translation>
    </message>
    <message>
        <source>syncing the temporary file</source>
        <translation>同步临时文件</translation>
    </message>
    <message>
        <source>closing the temporary file</source>
        <translation>关闭临时文件</translation>
    </message>
    <message>
        <source>renaming the temporary file over it</source>
        <translation>将临时文件重命名覆盖它</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>无法读取 %1：%2。</translation>
    </message>
    <message>
        <source>check that it is the right file.</source>
        <translation>请检查是否是正确的文件。</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes, the most TPU Workbench reads from such a file; %3</source>
        <translation>%1 大于 %2 字节，这是 TPU Workbench 从此类文件读取的上限；%3</translation>
    </message>
</context>
<context>
    <name>twb::AttachDialog</name>
    <message>
        <source>Attach to a Running Job</source>
        <translation>附加到正在运行的作业</translation>
    </message>
    <message>
        <source>Follow a job the workbench did not launch, on every worker of its machine, with the same plots, health and alerts as a launched run. Detaching never touches the job.</source>
        <translation>在其机器的每个 worker 上跟踪一个并非由工作台启动的作业，与启动的运行一样显示图表、健康状态和警报。分离从不触及该作业。</translation>
    </message>
    <message>
        <source>&amp;Machine:</source>
        <translation>机器(&amp;M)：</translation>
    </message>
    <message>
        <source>e.g. ~/runs/job-7/metrics-{worker}.jsonl or ~/logs/*.log</source>
        <translation>例如 ~/runs/job-7/metrics-{worker}.jsonl 或 ~/logs/*.log</translation>
    </message>
    <message>
        <source>The job&apos;s metrics file on every worker: a path or a glob (its newest match is followed); ~/ is the home folder, {worker} the worker&apos;s index</source>
        <translation>作业在每个 worker 上的指标文件：路径或 glob（跟踪最新的匹配）；~/ 表示主目录，{worker} 表示 worker 的编号</translation>
    </message>
    <message>
        <source>M&amp;etrics path or glob:</source>
        <translation>指标路径或 glob(&amp;E)：</translation>
    </message>
    <message>
        <source>optional: the job&apos;s log file on every worker</source>
        <translation>可选：作业在每个 worker 上的日志文件</translation>
    </message>
    <message>
        <source>&amp;Log path:</source>
        <translation>日志路径(&amp;L)：</translation>
    </message>
    <message>
        <source>From the file name</source>
        <translation>根据文件名判断</translation>
    </message>
    <message>
        <source>JSONL (one object per line)</source>
        <translation>JSONL（每行一个对象）</translation>
    </message>
    <message>
        <source>MaxText log</source>
        <translation>MaxText 日志</translation>
    </message>
    <message>
        <source>TensorBoard events</source>
        <translation>TensorBoard 事件</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>shown in the runs list</source>
        <translation>显示在运行列表中</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Attach</source>
        <translation>附加(&amp;A)</translation>
    </message>
    <message>
        <source>Attaching…</source>
        <translation>正在附加…</translation>
    </message>
</context>
<context>
    <name>twb::AttentionBench</name>
    <message>
        <source>%1 %2: &quot;%3&quot; is not a sequence length (a whole number from 1 to 1048576; separate several with commas, e.g. 512,1024,2048).</source>
        <translation>%1 %2：“%3”不是序列长度（应为 1 到 1048576 的整数；多个值用逗号分隔，例如 512,1024,2048）。</translation>
    </message>
</context>
<context>
    <name>twb::AttentionBenchDialog</name>
    <message>
        <source>Benchmark attention: %1</source>
        <translation>注意力基准测试：%1</translation>
    </message>
    <message>
        <source>Times the attention kernels at this experiment&apos;s shapes and checks each against the reference maths. The result is recorded as a run; the experiment is not changed.</source>
        <translation>按本实验的形状为各注意力内核计时，并与参考计算逐一核对。结果记录为一次运行；实验不会被修改。</translation>
    </message>
    <message>
        <source>TPU (Splash, Flash, SDPA)</source>
        <translation>TPU（Splash、Flash、SDPA）</translation>
    </message>
    <message>
        <source>CPU (SDPA, reference maths)</source>
        <translation>CPU（SDPA、参考计算）</translation>
    </message>
    <message>
        <source>Sequence lengths, separated by commas</source>
        <translation>序列长度，用逗号分隔</translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation>机器：</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>设备：</translation>
    </message>
    <message>
        <source>Sequence lengths:</source>
        <translation>序列长度：</translation>
    </message>
    <message>
        <source>Batch:</source>
        <translation>批大小：</translation>
    </message>
    <message>
        <source>Timed calls:</source>
        <translation>计时调用次数：</translation>
    </message>
    <message>
        <source>Reading the machines...</source>
        <translation>正在读取机器...</translation>
    </message>
    <message>
        <source>Length</source>
        <extracomment>Columns of the results: sequence length, attention kernel, ok/mismatch/unavailable/failed, milliseconds per call, largest difference from the reference, why it is not ok (or the function timed)</extracomment>
        <translation>长度</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>ms per call</source>
        <translation>每次调用毫秒</translation>
    </message>
    <message>
        <source>Max |error|</source>
        <translation>最大 |误差|</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>Button: start the attention benchmark</extracomment>
        <translation>运行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Open in Monitor</source>
        <translation>在监视器中打开</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>No machine is registered: add one in the Machines panel (a local one benchmarks this computer&apos;s CPU).</source>
        <translation>没有已注册的机器：请在“机器”面板中添加一台（本地机器会测试这台计算机的 CPU）。</translation>
    </message>
    <message>
        <source>Choose the machine and press Run.</source>
        <translation>选择机器后按“运行”。</translation>
    </message>
    <message>
        <source>Sequence lengths</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Benchmarking on %1...</source>
        <translation>正在 %1 上进行基准测试...</translation>
    </message>
    <message>
        <source>Recorded as run %1.</source>
        <translation>已记录为运行 %1。</translation>
    </message>
    <message>
        <source>%1; choose CPU as the device, or a TPU machine.</source>
        <translation>%1；请选择 CPU 作为设备，或选择一台 TPU 机器。</translation>
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
        <translation>attention_kernel 可选的内核（%1）中没有一个在 %2 上对每个长度都正确；实验保留“%3”。原因见上方各行。</translation>
    </message>
    <message>
        <source>Fastest correct kernel on %1: %2, which the experiment already uses. Nothing was changed.</source>
        <translation>%1 上最快的正确内核：%2，实验已在使用它。未做任何更改。</translation>
    </message>
    <message>
        <source>Fastest correct kernel on %1: %2. The experiment uses &quot;%3&quot;; to switch, set &quot;attention_kernel&quot;: &quot;%2&quot; in %4 and scaffold again (tpuwb scaffold ... --attention %2 --force). Nothing was changed.</source>
        <translation>%1 上最快的正确内核：%2。实验使用“%3”；如要切换，请在 %4 中设置 &quot;attention_kernel&quot;: &quot;%2&quot; 并重新生成（tpuwb scaffold ... --attention %2 --force）。未做任何更改。</translation>
    </message>
    <message>
        <source>Splash and Flash run only on a TPU: benchmark on a TPU machine (--device tpu) before choosing.</source>
        <translation>Splash 和 Flash 只能在 TPU 上运行：选择前请在 TPU 机器上测试（--device tpu）。</translation>
    </message>
    <message>
        <source>EXPERIMENT_DIR %1 is not a folder; give the folder of a scaffolded experiment (e.g. &lt;workspace&gt;/experiments/NAME).</source>
        <translation>EXPERIMENT_DIR %1 不是文件夹；请给出已生成实验的文件夹（例如 &lt;workspace&gt;/experiments/NAME）。</translation>
    </message>
    <message>
        <source>EXPERIMENT_DIR %1 is not an experiment: it has no experiment.json. Give the folder `tpuwb scaffold` wrote (e.g. &lt;workspace&gt;/experiments/NAME).</source>
        <translation>EXPERIMENT_DIR %1 不是实验：其中没有 experiment.json。请给出 `tpuwb scaffold` 写入的文件夹（例如 &lt;workspace&gt;/experiments/NAME）。</translation>
    </message>
    <message>
        <source>%1 has no bench_attention.py (or launch.sh): it was scaffolded before the attention benchmark existed. Scaffold it again (tpuwb scaffold ... --force).</source>
        <translation>%1 没有 bench_attention.py（或 launch.sh）：它是在注意力基准测试出现之前生成的。请重新生成（tpuwb scaffold ... --force）。</translation>
    </message>
    <message>
        <source>%1 cannot be read (%2): the benchmark&apos;s metrics were not fetched; `tpuwb run logs %3` shows what the script printed.</source>
        <translation>无法读取 %1（%2）：未取回基准测试的指标；`tpuwb run logs %3` 可显示脚本的输出。</translation>
    </message>
    <message>
        <source>%1 has no train.seq_len to benchmark at; give --seq-len.</source>
        <translation>%1 没有可用于基准测试的 train.seq_len；请指定 --seq-len。</translation>
    </message>
    <message>
        <source>Benchmarking attention in run %1 on %2...</source>
        <translation>正在运行 %1 中于 %2 上进行注意力基准测试...</translation>
    </message>
    <message>
        <source>The attention benchmark %1 was cancelled and stopped.</source>
        <translation>注意力基准测试 %1 已取消并停止。</translation>
    </message>
    <message>
        <source>The attention benchmark %1 ended %2: %3. Its log is %4.</source>
        <translation>注意力基准测试 %1 以 %2 结束：%3。其日志为 %4。</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>未给出原因</translation>
    </message>
    <message>
        <source>The attention benchmark %1 finished but wrote no attention_bench rows to %2.</source>
        <translation>注意力基准测试 %1 已完成，但没有向 %2 写入 attention_bench 行。</translation>
    </message>
</context>
<context>
    <name>twb::AxesTableModel</name>
    <message>
        <source>across slices (DCN)</source>
        <translation>跨切片 (DCN)</translation>
    </message>
    <message>
        <source>across hosts</source>
        <translation>跨主机</translation>
    </message>
    <message>
        <source>within a host</source>
        <translation>主机内</translation>
    </message>
    <message>
        <source>Physical axes this mesh axis runs along (core, x, y, z of the chip grid)</source>
        <translation>此 mesh 轴所沿的物理轴（芯片网格的 core、x、y、z）</translation>
    </message>
    <message>
        <source>Axis</source>
        <translation>轴</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>放置</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>范围</translation>
    </message>
</context>
<context>
    <name>twb::CellGridModel</name>
    <message>
        <source>%1 (%2 other combinations gave the same config)</source>
        <translation>%1（另有 %2 个组合得到相同配置）</translation>
    </message>
    <message>
        <source>not launched</source>
        <translation>未启动</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>单元</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>哈希</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>column header: the run of this cell (a noun)</extracomment>
        <translation>运行</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
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
        <translation>使用 %1 x %2</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>使用 %1</translation>
    </message>
</context>
<context>
    <name>twb::CheckpointActions</name>
    <message>
        <source>Resume from here</source>
        <translation>从此处恢复</translation>
    </message>
    <message>
        <source>Start the run again from this checkpoint (`tpuwb run resume --from-step`); newer checkpoints are moved to checkpoints/superseded/ on the host</source>
        <translation>从此 checkpoint 重新启动运行（`tpuwb run resume --from-step`）；更新的 checkpoint 会在主机上移到 checkpoints/superseded/</translation>
    </message>
    <message>
        <source>Evaluate</source>
        <translation>评估</translation>
    </message>
    <message>
        <source>Evaluate this checkpoint on the eval set on the run&apos;s machine (`tpuwb run eval`); the result is an eval point of the run</source>
        <translation>在运行所在的机器上用评估集评估此 checkpoint（`tpuwb run eval`）；结果是该运行的一个评估点</translation>
    </message>
    <message>
        <source>Resuming %1 from step %2…</source>
        <translation>正在从第 %2 步恢复 %1…</translation>
    </message>
    <message>
        <source>%1 resumed from step %2.</source>
        <translation>%1 已从第 %2 步恢复。</translation>
    </message>
    <message>
        <source>Evaluating step %1 of %2 on its machine…</source>
        <translation>正在其机器上评估 %2 的第 %1 步…</translation>
    </message>
    <message>
        <source>Step %1: eval loss %2 (added to the run&apos;s metrics).</source>
        <translation>第 %1 步：评估 loss %2（已加入该运行的指标）。</translation>
    </message>
    <message>
        <source>Step %1 evaluated (added to the run&apos;s metrics).</source>
        <translation>第 %1 步已评估（已加入该运行的指标）。</translation>
    </message>
</context>
<context>
    <name>twb::CheckpointBrowser</name>
    <message>
        <source>Choose a run to see its checkpoints.</source>
        <translation>选择一个运行以查看其检查点。</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Read the run&apos;s checkpoints again on its first host (`tpuwb checkpoint inspect`)</source>
        <translation>在运行的第一台主机上重新读取其检查点（`tpuwb checkpoint inspect`）</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>完整</translation>
    </message>
    <message>
        <source>Config hash</source>
        <translation>配置哈希</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项</translation>
    </message>
    <message>
        <source>Shape / value</source>
        <translation>形状 / 值</translation>
    </message>
    <message>
        <source>Dtype</source>
        <translation>Dtype</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>Reading the checkpoints of %1 on its first host…</source>
        <translation>正在第一台主机上读取 %1 的检查点…</translation>
    </message>
    <message>
        <source>%1 has no checkpoints yet in %2.</source>
        <translation>%1 在 %2 中还没有检查点。</translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoint(s) of %1 in %2; %3 complete. Resume continues from the newest complete one.</source>
        <translation>
            <numerusform>%1 在 %2 中有 %n 个检查点；%3 个完整。恢复会从最新的完整检查点继续。</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source> (the run&apos;s)</source>
        <translation> （与运行一致）</translation>
    </message>
    <message>
        <source> (not the run&apos;s %1)</source>
        <translation> （与运行的 %1 不一致）</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>%1, the run&apos;s</source>
        <translation>%1，与运行一致</translation>
    </message>
    <message>
        <source>%1, the run has %2</source>
        <translation>%1，运行的是 %2</translation>
    </message>
    <message>
        <source>yes (meta.json present and consistent)</source>
        <translation>是（meta.json 存在且一致）</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>On disk</source>
        <translation>磁盘占用</translation>
    </message>
    <message>
        <source>Model tensors (%1)</source>
        <translation>模型张量（%1）</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Param group %1</source>
        <translation>参数组 %1</translation>
    </message>
    <message numerus="yes">
        <source>lr %1, %n parameter(s)</source>
        <translation>
            <numerusform>lr %1，%n 个参数</numerusform>
        </translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <comment>tensors of parameters: state keys</comment>
        <translation>%2的%1：%3</translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s)</source>
        <translation>
            <numerusform>%n 个张量</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n parameter(s)</source>
        <translation>
            <numerusform>%n 个参数</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::CheckpointInspection</name>
    <message>
        <source>%1: field &quot;%2&quot; is not %3; the checkpoint inspector&apos;s output does not match this workbench (reinstall it, or report the checkpoint).</source>
        <translation>%1：字段“%2”不是%3；检查点检查器的输出与此 Workbench 不匹配（请重新安装，或报告该检查点）。</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a folder name</source>
        <translation>文件夹名</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>a list of sizes</source>
        <translation>尺寸列表</translation>
    </message>
    <message>
        <source>%1: not a checkpoint inspection (field &quot;schema&quot; is not &quot;%2&quot;); the inspector script and this workbench differ in version.</source>
        <translation>%1：不是检查点检查结果（字段“schema”不是“%2”）；检查器脚本与此 Workbench 版本不同。</translation>
    </message>
</context>
<context>
    <name>twb::CheckpointInspector</name>
    <message>
        <source>The checkpoint inspector %1 cannot be read (%2); reinstall the workbench or set TPUWB_TEMPLATES to a templates folder that has it.</source>
        <translation>无法读取检查点检查器 %1（%2）；请重新安装 Workbench，或将 TPUWB_TEMPLATES 设为包含它的模板文件夹。</translation>
    </message>
    <message>
        <source>Inspecting %1 on %2 was cancelled.</source>
        <translation>已取消在 %2 上检查 %1。</translation>
    </message>
    <message>
        <source>Inspecting %1 on %2 took longer than %3 minutes; the host may be overloaded.</source>
        <translation>在 %2 上检查 %1 超过了 %3 分钟；主机可能过载。</translation>
    </message>
    <message>
        <source>%1 on %2 has no torch, which reading checkpoints needs; give the machine the interpreter its runs use (registry field workbench.python).</source>
        <translation>%2 上的 %1 没有 torch，而读取检查点需要它；请为该机器指定其运行所用的解释器（注册表字段 workbench.python）。</translation>
    </message>
    <message>
        <source>Inspecting %1 on %2 failed (exit status %3): %4</source>
        <translation>在 %2 上检查 %1 失败（退出状态 %3）：%4</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>无消息</translation>
    </message>
    <message>
        <source>the output of %1 on %2</source>
        <translation>%2 上 %1 的输出</translation>
    </message>
    <message>
        <source>Run %1 has no folder on a machine (it was imported or never started), so it has no checkpoints to inspect.</source>
        <translation>运行 %1 在任何机器上都没有文件夹（它是导入的或从未启动），因此没有可检查的检查点。</translation>
    </message>
</context>
<context>
    <name>twb::ChipTopology</name>
    <message>
        <source>Topology &quot;%1&quot; is not a chip grid; write sizes joined by &apos;x&apos;, such as 4x4 or 2x2x4.</source>
        <translation>拓扑 &quot;%1&quot; 不是芯片网格；请用 &apos;x&apos; 连接大小，例如 4x4 或 2x2x4。</translation>
    </message>
    <message>
        <source>Topology &quot;%1&quot; must have 2 (AxB) or 3 (AxBxC) sizes.</source>
        <translation>拓扑 &quot;%1&quot; 必须有 2 个 (AxB) 或 3 个 (AxBxC) 大小。</translation>
    </message>
</context>
<context>
    <name>twb::CodeDiffView</name>
    <message>
        <source>Diff from</source>
        <translation>对比基准</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>identical</source>
        <translation>相同</translation>
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
        <translation> （平滑 %1）</translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation>单元 %1</translation>
    </message>
    <message>
        <source>mean of %1</source>
        <translation>%1 的均值</translation>
    </message>
    <message>
        <source>… %1 more</source>
        <translation>… 另外 %1 个</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>种子 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n runs)</source>
        <translation>
            <numerusform>%1（%n 个运行）</numerusform>
        </translation>
    </message>
    <message>
        <source>band: a colour&apos;s runs, lowest to highest; line: their mean</source>
        <translation>带：同一颜色各运行的最低到最高；线：其平均值</translation>
    </message>
</context>
<context>
    <name>twb::CompareExporter</name>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 个运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Comparison of %n run(s)</source>
        <translation>
            <numerusform>%n 个运行的对比</numerusform>
        </translation>
    </message>
    <message>
        <source>Ablations: %1</source>
        <translation>消融：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s); keys that differ: %1</source>
        <translation>
            <numerusform>%n 个单元；不同的键：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 per run, coloured by %2, line style by seed (smoothing %3)</source>
        <translation>每个运行的 %1，按 %2 着色，按种子区分线型（平滑 %3）</translation>
    </message>
    <message>
        <source>Parallel coordinates: variables -&gt; %1</source>
        <translation>平行坐标：变量 -&gt; %1</translation>
    </message>
    <message>
        <source>Wrote %1 and its figures.</source>
        <translation>已写入 %1 及其图表。</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>已导出 %1。</translation>
    </message>
    <message>
        <source>Open some runs first: there is nothing to report.</source>
        <translation>请先打开一些运行：没有可报告的内容。</translation>
    </message>
    <message>
        <source>Experiments: %1</source>
        <translation>实验：%1</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>正在写入 %1…</translation>
    </message>
    <message>
        <source>Wrote %1: one file, opens in any browser.</source>
        <translation>已写入 %1：单个文件，可在任何浏览器中打开。</translation>
    </message>
</context>
<context>
    <name>twb::ComparePanel</name>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Pick runs…</source>
        <translation>选择运行…</translation>
    </message>
    <message>
        <source>An ablation&apos;s runs…</source>
        <translation>某个消融的运行…</translation>
    </message>
    <message>
        <source>Compare an ablation</source>
        <translation>对比一个消融</translation>
    </message>
    <message>
        <source>Ablation:</source>
        <translation>消融：</translation>
    </message>
    <message>
        <source>All runs of the workspace</source>
        <translation>工作区的所有运行</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>mean ± band over seeds</source>
        <translation>跨种子的均值 ± 带</translation>
    </message>
    <message>
        <source>runs + mean</source>
        <translation>运行 + 均值</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>relative time</source>
        <translation>相对时间</translation>
    </message>
    <message>
        <source>wall time</source>
        <translation>墙钟时间</translation>
    </message>
    <message>
        <source>log y</source>
        <extracomment>check box: logarithmic y axis</extracomment>
        <translation>对数 y</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Curves as PNG, SVG or PDF…</source>
        <translation>曲线导出为 PNG、SVG 或 PDF…</translation>
    </message>
    <message>
        <source>Export curves</source>
        <translation>导出曲线</translation>
    </message>
    <message>
        <source>Images (*.png *.svg *.pdf)</source>
        <translation>图像 (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <source>Parallel coordinates as PNG, SVG or PDF…</source>
        <translation>平行坐标图导出为 PNG、SVG 或 PDF…</translation>
    </message>
    <message>
        <source>Export parallel coordinates</source>
        <translation>导出平行坐标图</translation>
    </message>
    <message>
        <source>Results as CSV…</source>
        <translation>结果导出为 CSV…</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>导出结果</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Markdown report with figures…</source>
        <translation>带图表的 Markdown 报告…</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Colour by</source>
        <translation>着色依据</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation>平滑</translation>
    </message>
    <message>
        <source>x</source>
        <extracomment>label of the x-axis choice (step, wall time, relative time)</extracomment>
        <translation>x</translation>
    </message>
    <message>
        <source>Results:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <source>Baseline:</source>
        <translation>基线：</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Config diff</source>
        <translation>配置差异</translation>
    </message>
    <message>
        <source>Runs, tags and notes</source>
        <translation>运行、标签和备注</translation>
    </message>
    <message>
        <source>No run of %1 has been launched yet.</source>
        <translation>%1 尚未启动任何运行。</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>单元</translation>
    </message>
    <message>
        <source>Not read: %1</source>
        <translation>未读取：%1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 个运行</numerusform>
        </translation>
    </message>
    <message>
        <source>Shareable HTML report…</source>
        <translation>可分享的 HTML 报告…</translation>
    </message>
    <message>
        <source>Export HTML report</source>
        <translation>导出 HTML 报告</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>Saved the tags and notes of %1.</source>
        <translation>已保存 %1 的标签和备注。</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n run(s)…</source>
        <translation>
            <numerusform>正在读取 %n 个运行…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2.</source>
        <extracomment>Joins &quot;3 runs&quot; and &quot;2 cells&quot;.</extracomment>
        <translation>%1，%2。</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n 个单元</numerusform>
        </translation>
    </message>
    <message>
        <source>This workspace has no ablation yet: design one in the Ablation panel.</source>
        <translation>此工作区还没有消融实验：请在“消融”面板中设计一个。</translation>
    </message>
    <message>
        <source>Runs that differ in whether a kernel replaces a module: each seed&apos;s final loss with and without it, and the step times of the two arms</source>
        <translation>仅在内核是否替换某个模块上不同的运行: 每个种子有无内核时的最终 loss，以及两组的步时</translation>
    </message>
</context>
<context>
    <name>twb::CompareRunsView</name>
    <message>
        <source>Run</source>
        <extracomment>column header: the training run (a noun)</extracomment>
        <translation>运行</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>The run %1 is no longer compared.</source>
        <translation>运行 %1 已不再参与对比。</translation>
    </message>
</context>
<context>
    <name>twb::ConfigDiffModel</name>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>column header: the training run (a noun)</extracomment>
        <translation>运行</translation>
    </message>
</context>
<context>
    <name>twb::CostEstimate</name>
    <message>
        <source>1 run</source>
        <translation>1 次运行</translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation>%1 次运行</translation>
    </message>
    <message>
        <source>%1; cost unknown: the accelerator type &quot;%2&quot; is not in the catalog.</source>
        <translation>%1；成本未知：加速器类型 &quot;%2&quot; 不在目录中。</translation>
    </message>
    <message>
        <source>%1 x %2 chips (%3), %4 steps; cost unknown: no step time. Set estimate.step_time_s in the ablation file or finish one run of the experiment to measure it.</source>
        <translation>%1 x %2 个芯片 (%3)，%4 步；成本未知：没有步时。请在消融文件中设置 estimate.step_time_s，或完成实验的一个运行来测量。</translation>
    </message>
    <message>
        <source>%1 x %2 chips (%3), %4 steps x %5 s = %6, %7; step time %8. Compilation and start-up are not included.</source>
        <translation>%1 x %2 个芯片（%3），%4 步 x %5 秒 = %6，%7；步时 %8。不含编译和启动时间。</translation>
    </message>
    <message>
        <source>%1 chip-seconds</source>
        <translation>%1 芯片秒</translation>
    </message>
    <message>
        <source>%1 chip-minutes</source>
        <translation>%1 芯片分钟</translation>
    </message>
    <message>
        <source>%1 chip-hours</source>
        <translation>%1 芯片小时</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
</context>
<context>
    <name>twb::DataPreparation</name>
    <message>
        <source>--out DIR is missing: name the folder for the shards.</source>
        <translation>缺少 --out DIR：请指定存放分片的文件夹。</translation>
    </message>
    <message>
        <source>No corpus given: name the .txt or .jsonl files (or folders of them) to tokenize.</source>
        <translation>未指定语料库：请给出要分词的 .txt 或 .jsonl 文件（或包含它们的文件夹）。</translation>
    </message>
    <message>
        <source>%1: tpuwb data prepare reads local files only. Copy the corpus first (gcloud storage cp -r), or train on it as it is with --set data.source=stream --set data.path=%1 --set data.tokenizer=MODEL (a tokenizer prepared here from a local sample of it).</source>
        <translation>%1：tpuwb data prepare 只读取本地文件。请先复制语料库（gcloud storage cp -r），或用 --set data.source=stream --set data.path=%1 --set data.tokenizer=MODEL 直接在其上训练（MODEL 为在此处用其本地样本准备的分词器）。</translation>
    </message>
    <message>
        <source>--vocab-size %1 is not a positive whole number.</source>
        <translation>--vocab-size %1 不是正整数。</translation>
    </message>
    <message>
        <source>--shard-tokens %1 is not a positive whole number.</source>
        <translation>--shard-tokens %1 不是正整数。</translation>
    </message>
    <message>
        <source>--threads %1 is not a positive whole number.</source>
        <translation>--threads %1 不是正整数。</translation>
    </message>
    <message>
        <source>The data preparation script %1 is missing; reinstall the workbench or set TPUWB_TEMPLATES to a templates folder that has it.</source>
        <translation>数据准备脚本 %1 缺失；请重新安装 Workbench，或将 TPUWB_TEMPLATES 设为包含它的模板文件夹。</translation>
    </message>
    <message>
        <source>%1 cannot be started (%2); give an interpreter with SentencePiece (the workbench&apos;s Python environment has it; Debian: python3-sentencepiece).</source>
        <translation>无法启动 %1（%2）；请指定装有 SentencePiece 的解释器（Workbench 的 Python 环境中已有；Debian：python3-sentencepiece）。</translation>
    </message>
    <message>
        <source>Data preparation into %1 was stopped; the folder may hold a partial result, which the next run rebuilds.</source>
        <translation>向 %1 的数据准备已停止；该文件夹中可能留有不完整的结果，下次执行时会重新生成。</translation>
    </message>
    <message>
        <source>%1 %2 ended with status %3 and no message.</source>
        <translation>%1 %2 以状态 %3 结束，没有任何消息。</translation>
    </message>
    <message>
        <source>the output of %1</source>
        <translation>%1 的输出</translation>
    </message>
    <message>
        <source>%1 printed no JSON object.</source>
        <translation>%1 没有输出 JSON 对象。</translation>
    </message>
    <message>
        <source>%1 is up to date: the same inputs and settings made it (a forced rebuild makes it again).</source>
        <translation>%1 已是最新：它由相同的输入和设置生成（强制重建会重新生成它）。</translation>
    </message>
    <message>
        <source>Prepared %1.</source>
        <translation>已准备 %1。</translation>
    </message>
    <message>
        <source>  tokens: %1 (train %2 in %3, %4 documents; eval %5 in %6, %7 documents)</source>
        <translation>  token：%1（训练 %2，%3，%4 篇文档；评估 %5，%6，%7 篇文档）</translation>
    </message>
    <message numerus="yes">
        <source>%n shard(s)</source>
        <translation>
            <numerusform>%n 个分片</numerusform>
        </translation>
    </message>
    <message>
        <source>  tokenizer: %1 (%2, vocab %3), ids stored as %4</source>
        <translation>  分词器：%1（%2，词表 %3），ID 以 %4 存储</translation>
    </message>
    <message>
        <source>trained here, %1</source>
        <translation>在此训练，%1</translation>
    </message>
    <message>
        <source>given: %1</source>
        <translation>指定：%1</translation>
    </message>
    <message>
        <source>  input: %1 (%2 bytes, sha256 %3)</source>
        <translation>  输入：%1（%2 字节，sha256 %3）</translation>
    </message>
    <message>
        <source>  time: %1 s in all, tokenizer %2 s, encoding %3 tokens/s</source>
        <translation>  时间：共 %1 秒，分词器 %2 秒，编码 %3 token/秒</translation>
    </message>
    <message>
        <source>Train on it: data.source tokens, data.path %1, model.vocab_size %2 or larger (tpuwb scaffold ... --set data.source=tokens --set data.path=%1 --set model.vocab_size=%2).</source>
        <translation>在其上训练：data.source tokens，data.path %1，model.vocab_size 不小于 %2（tpuwb scaffold ... --set data.source=tokens --set data.path=%1 --set model.vocab_size=%2）。</translation>
    </message>
</context>
<context>
    <name>twb::DemoExperiment</name>
    <message>
        <source>8 experts with top-2 routing reach the dense 1B baseline&apos;s loss in fewer chip-hours.</source>
        <translation>使用 top-2 路由的 8 个专家以更少的芯片小时达到稠密 1B 基线的损失。</translation>
    </message>
</context>
<context>
    <name>twb::DemoKernelRun</name>
    <message>
        <source>The demo kernel run in %1 did not finish: %2</source>
        <translation>%1 中的演示 kernel 运行未完成：%2</translation>
    </message>
</context>
<context>
    <name>twb::DemoWorkspace</name>
    <message>
        <source>Cannot copy %1 to %2.</source>
        <translation>无法将 %1 复制到 %2。</translation>
    </message>
    <message>
        <source>%1 exists and is not a workspace (no workbench.json); choose an empty or new folder for the demo.</source>
        <translation>%1 已存在且不是工作区（没有 workbench.json）；请为演示选择空的或新的文件夹。</translation>
    </message>
    <message>
        <source>%1 already holds a workspace; use --force to replace it with a fresh demo.</source>
        <translation>%1 已包含工作区；使用 --force 以新的演示替换。</translation>
    </message>
    <message>
        <source>Cannot remove the old demo workspace %1.</source>
        <translation>无法移除旧的演示工作区 %1。</translation>
    </message>
</context>
<context>
    <name>twb::DesktopNotifier</name>
    <message>
        <source>No desktop notifications: no session bus (%1). Alerts still reach the Monitor&apos;s list, `tpuwb run watch` and the alert command.</source>
        <translation>无桌面通知：没有会话总线 (%1)。警报仍会送达监控列表、`tpuwb run watch` 和警报命令。</translation>
    </message>
    <message>
        <source>DBUS_SESSION_BUS_ADDRESS is not set</source>
        <translation>未设置 DBUS_SESSION_BUS_ADDRESS</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No desktop notifications: %1 did not answer (%2). Alerts still reach the Monitor&apos;s list, `tpuwb run watch` and the alert command.</source>
        <translation>无桌面通知：%1 未响应 (%2)。警报仍会送达监控列表、`tpuwb run watch` 和警报命令。</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <source>Run %1 on %2</source>
        <translation>%2 上的运行 %1</translation>
    </message>
</context>
<context>
    <name>twb::DeviceGridWidget</name>
    <message>
        <source>device %1
worker %2, host %3%4
chip %5%6
%7</source>
        <translation>设备 %1
worker %2，主机 %3%4
芯片 %5%6
%7</translation>
    </message>
    <message>
        <source>, slice %1</source>
        <translation>，切片 %1</translation>
    </message>
    <message>
        <source>, core %1</source>
        <translation>，核心 %1</translation>
    </message>
    <message>
        <source>No device map</source>
        <translation>无设备映射</translation>
    </message>
    <message>
        <source>Too many chips to draw at this size</source>
        <translation>芯片太多，无法以此尺寸绘制</translation>
    </message>
    <message>
        <source>slice %1</source>
        <translation>切片 %1</translation>
    </message>
    <message>
        <source>z=%1</source>
        <translation>z=%1</translation>
    </message>
    <message>
        <source>Device grid</source>
        <translation>设备网格</translation>
    </message>
    <message>
        <source>%1 = %2 over %3</source>
        <translation>%1 = %2，跨 %3</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) of %1: %2</source>
        <translation>
            <numerusform>%1 的 %n 个设备：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) (%1)</source>
        <translation>
            <numerusform>%n 个芯片 (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>colour: %1 coordinate (0..%2); outline: one TPU VM (%n chip(s))</source>
        <translation>
            <numerusform>颜色：%1 坐标 (0..%2)；轮廓：一台 TPU VM（%n 个芯片）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::DeviceMap</name>
    <message>
        <source>Axis %1 has size %2.</source>
        <translation>轴 %1 的大小为 %2。</translation>
    </message>
    <message numerus="yes">
        <source>The mesh %1 does not multiply out to %2 devices per slice and %n slice(s); fix the axes first.</source>
        <translation>
            <numerusform>mesh %1 相乘得不到每切片 %2 个设备和 %n 个切片；请先修正轴。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::DiagnosticsBar</name>
    <message>
        <source>Why is it stuck?</source>
        <translation>为什么卡住了？</translation>
    </message>
    <message>
        <source>Take the Python stacks of every thread of train.py on every host at once, and show which host is not where the others are (`tpuwb run stacks`)</source>
        <translation>一次性获取每台主机上 train.py 所有线程的 Python 调用栈，并显示哪台主机与其他主机位置不同（`tpuwb run stacks`）</translation>
    </message>
    <message>
        <source>Why is it slow?</source>
        <translation>为什么慢？</translation>
    </message>
    <message>
        <source>Trace the next steps on every host while the run goes on, and show where the step time goes (`tpuwb run profile`)</source>
        <translation>在运行继续时跟踪每台主机接下来的步骤，并显示步时花在何处（`tpuwb run profile`）</translation>
    </message>
    <message>
        <source>Checkpoints…</source>
        <translation>检查点…</translation>
    </message>
    <message>
        <source>The run&apos;s checkpoints: step, completeness, config hash, tensors and optimizer state (`tpuwb checkpoint inspect`)</source>
        <translation>运行的检查点：步、完整性、配置哈希、张量和优化器状态（`tpuwb checkpoint inspect`）</translation>
    </message>
    <message>
        <source>Stacks of %1</source>
        <translation>%1 的调用栈</translation>
    </message>
    <message>
        <source>Taking the stacks of every host of %1…</source>
        <translation>正在获取 %1 所有主机的调用栈…</translation>
    </message>
    <message>
        <source>%1 stalled: taking the stacks of every host…</source>
        <translation>%1 停滞：正在获取所有主机的调用栈…</translation>
    </message>
    <message>
        <source>Taking the stacks of %1…</source>
        <translation>正在获取 %1 的调用栈…</translation>
    </message>
    <message>
        <source>Stacks of %1 taken.</source>
        <translation>已获取 %1 的调用栈。</translation>
    </message>
    <message>
        <source>Stacks of %1 taken: a host is not where the others are.</source>
        <translation>已获取 %1 的调用栈：有一台主机与其他主机位置不同。</translation>
    </message>
    <message>
        <source>Reading the saved stacks of %1…</source>
        <translation>正在读取 %1 已保存的调用栈…</translation>
    </message>
    <message>
        <source>Profile of %1</source>
        <translation>%1 的性能剖析</translation>
    </message>
    <message numerus="yes">
        <source>Tracing %n step(s) on every host of %1…</source>
        <translation>
            <numerusform>正在 %1 的每台主机上跟踪 %n 步…</numerusform>
        </translation>
    </message>
    <message>
        <source>Profiling %1…</source>
        <translation>正在剖析 %1…</translation>
    </message>
    <message>
        <source>Profile of %1 taken.</source>
        <translation>已获取 %1 的性能剖析。</translation>
    </message>
    <message>
        <source>Checkpoints of %1</source>
        <translation>%1 的检查点</translation>
    </message>
</context>
<context>
    <name>twb::DocLinks</name>
    <message>
        <source>Runs and the live monitor</source>
        <translation>运行与实时监控</translation>
    </message>
    <message>
        <source>Ablations and Compare</source>
        <translation>消融与对比</translation>
    </message>
    <message>
        <source>Mesh designer</source>
        <translation>Mesh 设计器</translation>
    </message>
    <message>
        <source>Experiment scaffolding</source>
        <translation>从实验生成项目</translation>
    </message>
    <message>
        <source>Kernel-optimization runs</source>
        <translation>Kernel 优化运行</translation>
    </message>
    <message>
        <source>Reaching hosts (SSH, host keys)</source>
        <translation>连接主机（SSH、主机密钥）</translation>
    </message>
    <message>
        <source>File formats</source>
        <translation>文件格式</translation>
    </message>
</context>
<context>
    <name>twb::Document</name>
    <message>
        <source>The document has no file yet; choose where to save it.</source>
        <translation>文档尚无文件；请选择保存位置。</translation>
    </message>
</context>
<context>
    <name>twb::EditAxisCommand</name>
    <message>
        <source>Edit axis %1</source>
        <translation>编辑轴 %1</translation>
    </message>
</context>
<context>
    <name>twb::EnvironmentProbe</name>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>%1 (this machine)</source>
        <translation>%1（本机）</translation>
    </message>
    <message>
        <source>host %1 (%2) of %3</source>
        <translation>%3 的主机 %1（%2）</translation>
    </message>
    <message>
        <source>%1: the interpreter %2 was not found; set the machine&apos;s python to one that exists there.</source>
        <translation>%1：找不到解释器 %2；请把该机器的 python 设为那里存在的解释器。</translation>
    </message>
    <message>
        <source>%1: %2 did not answer the probe (exit code %3%4).</source>
        <translation>%1：%2 没有回应探测（退出码 %3%4）。</translation>
    </message>
    <message>
        <source>%1: %2 answered the probe with something that is not its JSON: %3</source>
        <translation>%1：%2 对探测的回应不是它的 JSON：%3</translation>
    </message>
    <message>
        <source>torch_xla is not installed</source>
        <translation>未安装 torch_xla</translation>
    </message>
    <message>
        <source>%1 could not be reached: %2</source>
        <translation>无法连接 %1：%2</translation>
    </message>
    <message>
        <source>%1: %2 gave no answer within %3 s.</source>
        <translation>%1：%2 在 %3 秒内没有回应。</translation>
    </message>
    <message>
        <source>%1: the probe was cancelled.</source>
        <translation>%1：探测已取消。</translation>
    </message>
    <message>
        <source>the workbench&apos;s Python environment is installed: unset TPUWB_PYTHON to use %1, or set TPUWB_PYTHON=/path/to/python to an interpreter that has them.</source>
        <translation>工作台的 Python 环境已安装：取消设置 TPUWB_PYTHON 即可使用 %1，或用 TPUWB_PYTHON=/path/to/python 指向具备这些包的解释器。</translation>
    </message>
    <message>
        <source>scripts/install-python-env.sh (from the TPU Workbench source checkout) repairs %1; or set TPUWB_PYTHON=/path/to/python to an interpreter that has them.</source>
        <translation>scripts/install-python-env.sh（在 TPU Workbench 源码检出中）可修复 %1；或用 TPUWB_PYTHON=/path/to/python 指向具备这些包的解释器。</translation>
    </message>
    <message>
        <source>scripts/install-python-env.sh (from the TPU Workbench source checkout) installs them into %1; or set TPUWB_PYTHON=/path/to/python to an interpreter that has them.</source>
        <translation>scripts/install-python-env.sh（在 TPU Workbench 源码检出中）会把它们安装到 %1；或用 TPUWB_PYTHON=/path/to/python 指向具备这些包的解释器。</translation>
    </message>
    <message>
        <source>on %1, in the project&apos;s folder: %2 -m pip install -r requirements.txt (as the generated project&apos;s README says).</source>
        <translation>在 %1 上，于项目文件夹中：%2 -m pip install -r requirements.txt（如生成项目的 README 所述）。</translation>
    </message>
    <message>
        <source>the workbench&apos;s Python environment has them: set %1&apos;s python to %2 (Machines panel, Edit).</source>
        <translation>工作台的 Python 环境具备这些包：把 %1 的 python 设为 %2（机器面板，编辑）。</translation>
    </message>
    <message>
        <source>scripts/install-python-env.sh (from the TPU Workbench source checkout) repairs %1.</source>
        <translation>scripts/install-python-env.sh（在 TPU Workbench 源码检出中）可修复 %1。</translation>
    </message>
    <message>
        <source>scripts/install-python-env.sh (from the TPU Workbench source checkout) installs them into %1; then set %2&apos;s python to %3 (Machines panel, Edit). Or set TPUWB_PYTHON=/path/to/python to an interpreter that has them.</source>
        <translation>scripts/install-python-env.sh（在 TPU Workbench 源码检出中）会把它们安装到 %1；然后把 %2 的 python 设为 %3（机器面板，编辑）。或用 TPUWB_PYTHON=/path/to/python 指向具备这些包的解释器。</translation>
    </message>
</context>
<context>
    <name>twb::ErrorDetailsDialog</name>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
</context>
<context>
    <name>twb::Experiment</name>
    <message>
        <source>%1 must hold a JSON object (an experiment), not %2.</source>
        <translation>%1 必须包含 JSON 对象（一个实验），而不是 %2。</translation>
    </message>
    <message>
        <source>%1 has no &quot;schema&quot;: &quot;%2&quot;; it is not a TPU Workbench experiment. Add the field if the file is one.</source>
        <translation>%1 没有 &quot;schema&quot;: &quot;%2&quot;；它不是 TPU Workbench 实验。如果文件确实是，请添加该字段。</translation>
    </message>
    <message>
        <source>%1: schema &quot;%2&quot; is not an experiment schema (expected &quot;%3&quot;).</source>
        <translation>%1：schema &quot;%2&quot; 不是实验 schema（应为 &quot;%3&quot;）。</translation>
    </message>
    <message>
        <source>%1 uses schema %2, written by a newer TPU Workbench; this version reads %3. Update TPU Workbench to open it.</source>
        <translation>%1 使用 schema %2，由较新版本的 TPU Workbench 写入；此版本读取 %3。请更新 TPU Workbench 后打开。</translation>
    </message>
    <message>
        <source>%1=%2: %3 (at %4 of the value). Write a value within that limit, or quote it (&quot;...&quot;) to set it as text.</source>
        <translation>%1=%2：%3（位于值的 %4 处）。请写入限制内的值，或加引号（&quot;...&quot;）作为文本设置。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a field path; write it as dotted names such as train.lr.</source>
        <translation>&quot;%1&quot; 不是字段路径；请写成点分名称，例如 train.lr。</translation>
    </message>
    <message>
        <source>Cannot set %1: %2 is a %3, not an object.</source>
        <translation>无法设置 %1：%2 是 %3，不是对象。</translation>
    </message>
</context>
<context>
    <name>twb::ExperimentDataRules</name>
    <message>
        <source>%1 names no bucket; write gs://BUCKET/PREFIX.</source>
        <translation>%1 未指定存储桶；请写成 gs://BUCKET/PREFIX。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a Cloud Storage bucket name (3 to 63 lower-case letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, starting and ending with a letter or digit).</source>
        <translation>%1：“%2”不是有效的 Cloud Storage 存储桶名称（3 到 63 个小写字母、数字、&apos;-&apos;、&apos;_&apos; 或 &apos;.&apos;，以字母或数字开头和结尾）。</translation>
    </message>
    <message>
        <source>%1 is not hf://DATASET[/CONFIG][:SPLIT] (DATASET as on the Hub: name or owner/name; for example hf://allenai/c4/en:train).</source>
        <translation>%1 不符合 hf://DATASET[/CONFIG][:SPLIT] 格式（DATASET 与 Hub 上一致：name 或 owner/name；例如 hf://allenai/c4/en:train）。</translation>
    </message>
    <message>
        <source>%1 names a config and data.hf_config names one too; keep one of them.</source>
        <translation>%1 指定了配置，data.hf_config 也指定了配置；请只保留其中一个。</translation>
    </message>
    <message>
        <source>data.path %1: data.source &quot;%2&quot; reads local files only; set data.source to &quot;stream&quot; to read .txt/.jsonl shards from gs:// or a dataset from hf://, or copy the data to the machine.</source>
        <translation>data.path %1：data.source “%2” 只读取本地文件；若要从 gs:// 读取 .txt/.jsonl 分片或从 hf:// 读取数据集，请将 data.source 设为 “stream”，或把数据复制到机器上。</translation>
    </message>
    <message>
        <source>data.path must name the text shards (a file, folder or pattern, local or gs://BUCKET/PREFIX) or hf://DATASET when data.source is &quot;stream&quot;.</source>
        <translation>当 data.source 为 “stream” 时，data.path 必须指定文本分片（文件、文件夹或模式，本地或 gs://BUCKET/PREFIX）或 hf://DATASET。</translation>
    </message>
    <message>
        <source>data.path %1: only local paths, gs:// and hf:// are read.</source>
        <translation>data.path %1：只能读取本地路径、gs:// 和 hf://。</translation>
    </message>
    <message>
        <source>data.tokenizer must name a SentencePiece model (local or gs://; tpuwb data prepare writes tokenizer.model) when data.source is &quot;stream&quot;.</source>
        <translation>当 data.source 为 “stream” 时，data.tokenizer 必须指定一个 SentencePiece 模型（本地或 gs://；tpuwb data prepare 会写出 tokenizer.model）。</translation>
    </message>
    <message>
        <source>data.tokenizer %1: give a local path or a gs:// URL.</source>
        <translation>data.tokenizer %1：请给出本地路径或 gs:// URL。</translation>
    </message>
    <message>
        <source>%1 must be a non-empty string.</source>
        <translation>%1 必须是非空字符串。</translation>
    </message>
    <message>
        <source>data.hf_config is used only with an hf:// data.path; it is ignored here.</source>
        <translation>data.hf_config 仅用于 hf:// 形式的 data.path；此处将被忽略。</translation>
    </message>
    <message>
        <source>data.eval_fraction must be a number between 0 and 1 (exclusive) for data.source &quot;stream&quot;: the eval set is held out of the stream.</source>
        <translation>对于 data.source “stream”，data.eval_fraction 必须是 0 到 1 之间（不含端点）的数：评估集从数据流中留出。</translation>
    </message>
</context>
<context>
    <name>twb::ExperimentKernelRules</name>
    <message>
        <source>model.kernels must be an object of module -&gt; kernel, e.g. {&quot;rmsnorm&quot;: {&quot;path&quot;: &quot;...&quot;, &quot;sha256&quot;: &quot;...&quot;}}, not %1; use `tpuwb kernel use` to switch a kernel in.</source>
        <translation>model.kernels 必须是“模块 -&gt; 内核”的对象，例如 {&quot;rmsnorm&quot;: {&quot;path&quot;: &quot;...&quot;, &quot;sha256&quot;: &quot;...&quot;}}，而不是 %1；请用 `tpuwb kernel use` 接入内核。</translation>
    </message>
    <message>
        <source>%1: the generated model cannot route module &quot;%2&quot; through a kernel; the modules that take a kernel are %3. Remove the entry or rename it.</source>
        <translation>%1：生成的模型无法让模块“%2”经由内核运行；可接入内核的模块是 %3。请删除该条目或改名。</translation>
    </message>
    <message>
        <source>%1 must be an object {&quot;path&quot;: &quot;&lt;kernel&gt;.py&quot;, &quot;sha256&quot;: &quot;&lt;hex&gt;&quot;, &quot;enabled&quot;: true}, not %2; `tpuwb kernel use KERNEL --experiment DIR --module %3` writes it.</source>
        <translation>%1 必须是对象 {&quot;path&quot;: &quot;&lt;kernel&gt;.py&quot;, &quot;sha256&quot;: &quot;&lt;hex&gt;&quot;, &quot;enabled&quot;: true}，而不是 %2；`tpuwb kernel use KERNEL --experiment DIR --module %3` 会写入它。</translation>
    </message>
    <message>
        <source>%1.enabled must be true or false, not %2.</source>
        <translation>%1.enabled 必须是 true 或 false，而不是 %2。</translation>
    </message>
    <message>
        <source>%1.path is missing; set it to the kernel&apos;s file (a kernel run&apos;s optimized.py), absolute or relative to the experiment&apos;s folder.</source>
        <translation>缺少 %1.path；请设为内核文件（内核运行的 optimized.py），绝对路径或相对于实验文件夹的路径。</translation>
    </message>
    <message>
        <source>%1: the %2 kernel needs the hidden size model.d_model to be a multiple of %3 (its blocks are %3 lanes wide); model.d_model is %4. Choose a multiple of %3 or remove the kernel.</source>
        <translation>%1：%2 内核要求隐藏维度 model.d_model 是 %3 的倍数（其分块宽 %3 个通道）；model.d_model 为 %4。请选择 %3 的倍数或移除该内核。</translation>
    </message>
    <message>
        <source>%1.sha256 must be the kernel file&apos;s SHA-256 (64 lower-case hex digits), not %2; `sha256sum FILE` prints it, `tpuwb kernel use` writes it.</source>
        <translation>%1.sha256 必须是内核文件的 SHA-256（64 位小写十六进制），而不是 %2；`sha256sum FILE` 可打印它，`tpuwb kernel use` 会写入它。</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>%1.path: %2 does not exist; point it at the published kernel (a finished kernel run&apos;s optimized.py) or remove the entry.</source>
        <translation>%1.path：%2 不存在；请指向已发布的内核（已完成的内核运行的 optimized.py），或删除该条目。</translation>
    </message>
    <message>
        <source>%1.path: %2</source>
        <translation>%1.path：%2</translation>
    </message>
    <message>
        <source>%1.path: %2 defines no `computation`; a published MaxKernel kernel is a JAX function `computation(...)`. Point it at the run&apos;s optimized.py.</source>
        <translation>%1.path：%2 没有定义 `computation`；已发布的 MaxKernel 内核是 JAX 函数 `computation(...)`。请指向该运行的 optimized.py。</translation>
    </message>
    <message>
        <source>%1.sha256 is %2; set it to %3, the SHA-256 of %4 (or switch the kernel in with `tpuwb kernel use`).</source>
        <translation>%1.sha256 为 %2；请设为 %3，即 %4 的 SHA-256（或用 `tpuwb kernel use` 接入内核）。</translation>
    </message>
    <message>
        <source>%1.sha256 says %2 but %3 now has %4: the kernel changed after it was switched in. Check the new kernel and run `tpuwb kernel use` again, or restore the file.</source>
        <translation>%1.sha256 为 %2，但 %3 现在是 %4：内核在接入后被修改了。请检查新内核并重新运行 `tpuwb kernel use`，或恢复该文件。</translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot;, relative, and there is no experiment folder to find it from; write an absolute path.</source>
        <translation>%1 为相对路径“%2”，但没有可据以查找的实验文件夹；请写绝对路径。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: tpu.scan_layers cannot run layers that hold a Pallas kernel; turn scan_layers off or remove the kernel.</source>
        <translation>%1：tpu.scan_layers 无法运行包含 Pallas 内核的层；请关闭 scan_layers 或移除该内核。</translation>
    </message>
</context>
<context>
    <name>twb::ExperimentListModel</name>
    <message>
        <source>unreadable</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>哈希</translation>
    </message>
</context>
<context>
    <name>twb::ExperimentMeshFile</name>
    <message>
        <source>%1 must hold a JSON object (an experiment).</source>
        <translation>%1 必须包含 JSON 对象（一个实验）。</translation>
    </message>
    <message>
        <source>%1 must hold a JSON object (an experiment); it was left unchanged.</source>
        <translation>%1 必须包含 JSON 对象（一个实验）；它未被更改。</translation>
    </message>
</context>
<context>
    <name>twb::ExperimentMeshRules</name>
    <message>
        <source>strategy &quot;single&quot; runs on one device, but tpu.mesh is %1; remove the mesh or choose spmd, fsdpv2 or ddp to use the %2 devices.</source>
        <translation>策略 &quot;single&quot; 在单个设备上运行，但 tpu.mesh 为 %1；请删除 mesh，或选择 spmd、fsdpv2 或 ddp 以使用 %2 个设备。</translation>
    </message>
    <message>
        <source>strategy &quot;%1&quot; needs tpu.mesh.axes; for %2 (%3 devices) for example %4.</source>
        <translation>策略 &quot;%1&quot; 需要 tpu.mesh.axes；对于 %2（%3 个设备），例如 %4。</translation>
    </message>
    <message>
        <source>strategy &quot;%1&quot; does not shard parameters; partition specs apply under spmd or fsdpv2. Change the strategy or remove the specs.</source>
        <translation>策略 &quot;%1&quot; 不对参数分片；partition spec 仅在 spmd 或 fsdpv2 下生效。请更改策略或删除 spec。</translation>
    </message>
    <message>
        <source>the model has no tensor &quot;%1&quot;; its tensors are %2.</source>
        <translation>模型没有张量 &quot;%1&quot;；其张量为 %2。</translation>
    </message>
    <message>
        <source>data, fsdp and DCN axes (use strategy spmd for tensor or expert axes)</source>
        <translation>data、fsdp 和 DCN 轴（tensor 或 expert 轴请用 spmd 策略）</translation>
    </message>
    <message>
        <source>data, fsdp, model (or tensor), expert and DCN axes</source>
        <translation>data、fsdp、model（或 tensor）、expert 和 DCN 轴</translation>
    </message>
    <message>
        <source>strategy &quot;%1&quot; has no use for the %2 mesh axis &quot;%3&quot;; its axes are %4.</source>
        <translation>策略 &quot;%1&quot; 用不到 %2 mesh 轴 &quot;%3&quot;；其轴为 %4。</translation>
    </message>
    <message>
        <source>strategy &quot;ddp&quot; runs one process per device: give tpu.mesh exactly one axis data=%1.</source>
        <translation>策略 &quot;ddp&quot; 每个设备运行一个进程：请为 tpu.mesh 只设置一个轴 data=%1。</translation>
    </message>
    <message>
        <source>train.batch_size (%1) must divide over the data-parallel mesh axes (data x fsdp x DCN = %2).</source>
        <translation>train.batch_size (%1) 必须能被数据并行 mesh 轴整除（data x fsdp x DCN = %2）。</translation>
    </message>
    <message>
        <source>train.batch_size (%1) must divide over the %2 hosts, which each load their share.</source>
        <translation>train.batch_size (%1) 必须能被 %2 台主机整除，每台主机加载自己的份额。</translation>
    </message>
    <message>
        <source>model.n_heads (%1) must divide over the tensor-parallel mesh axis (%2).</source>
        <translation>model.n_heads (%1) 必须能被张量并行 mesh 轴 (%2) 整除。</translation>
    </message>
    <message>
        <source>model.d_ff (%1) must divide over the tensor-parallel mesh axis (%2).</source>
        <translation>model.d_ff (%1) 必须能被张量并行 mesh 轴 (%2) 整除。</translation>
    </message>
    <message>
        <source>the mesh axis expert=%1 needs a MoE model (model.kind &quot;moe&quot;).</source>
        <translation>mesh 轴 expert=%1 需要 MoE 模型（model.kind &quot;moe&quot;）。</translation>
    </message>
</context>
<context>
    <name>twb::ExperimentValidator</name>
    <message>
        <source>%1 is missing; set it to an integer &gt;= %2.</source>
        <translation>缺少 %1；请设为 &gt;= %2 的整数。</translation>
    </message>
    <message>
        <source>%1 must be an integer, not %2.</source>
        <translation>%1 必须是整数，而不是 %2。</translation>
    </message>
    <message>
        <source>%1 must be &gt;= %2 (it is %3).</source>
        <translation>%1 必须 &gt;= %2（当前为 %3）。</translation>
    </message>
    <message>
        <source>%1 is missing; set it to a number.</source>
        <translation>缺少 %1；请设为数字。</translation>
    </message>
    <message>
        <source>%1 must be a finite number, not %2.</source>
        <translation>%1 必须是有限数，而不是 %2。</translation>
    </message>
    <message>
        <source>%1 must be &gt; 0 (it is %2).</source>
        <translation>%1 必须 &gt; 0（当前为 %2）。</translation>
    </message>
    <message>
        <source>%1 must be &gt;= 0 (it is %2).</source>
        <translation>%1 必须 &gt;= 0（当前为 %2）。</translation>
    </message>
    <message>
        <source>%1 is missing; choose one of %2.</source>
        <translation>缺少 %1；请从 %2 中选择一个。</translation>
    </message>
    <message>
        <source>%1 is %2, which is unknown; choose one of %3.</source>
        <translation>%1 为 %2，这是未知值；请从 %3 中选择一个。</translation>
    </message>
    <message>
        <source>%1 must be true or false, not %2.</source>
        <translation>%1 必须是 true 或 false，而不是 %2。</translation>
    </message>
    <message>
        <source>model.d_model (%1) is not divisible by model.n_heads (%2); choose a head count that divides d_model.</source>
        <translation>model.d_model (%1) 不能被 model.n_heads (%2) 整除；请选择能整除 d_model 的头数。</translation>
    </message>
    <message>
        <source>the head size model.d_model / model.n_heads = %1 is odd; rotary embeddings need an even head size.</source>
        <translation>头大小 model.d_model / model.n_heads = %1 为奇数；旋转位置编码需要偶数头大小。</translation>
    </message>
    <message>
        <source>model.moe.top_k (%1) is larger than model.moe.n_experts (%2); a token cannot choose more experts than exist.</source>
        <translation>model.moe.top_k (%1) 大于 model.moe.n_experts (%2)；token 不能选择多于现有数量的专家。</translation>
    </message>
    <message>
        <source>data.path must name the text file when data.source is &quot;text&quot;.</source>
        <translation>当 data.source 为 &quot;text&quot; 时，data.path 必须指定文本文件。</translation>
    </message>
    <message>
        <source>data.path must name the folder of token shards (tpuwb data prepare --out) when data.source is &quot;tokens&quot;.</source>
        <translation>当 data.source 为 &quot;tokens&quot; 时，data.path 必须指向 token 分片所在的文件夹（tpuwb data prepare --out）。</translation>
    </message>
    <message>
        <source>model.vocab_size must be &gt;= 256 for byte-level text data (it is %1).</source>
        <translation>对于字节级文本数据，model.vocab_size 必须 &gt;= 256（当前为 %1）。</translation>
    </message>
    <message>
        <source>tracking.wandb.project must be a string or null.</source>
        <translation>tracking.wandb.project 必须是字符串或 null。</translation>
    </message>
    <message>
        <source>wandb is on without tracking.wandb.project; runs go to the project &quot;tpu-workbench&quot;.</source>
        <translation>已开启 wandb 但没有 tracking.wandb.project；运行将记录到项目 &quot;tpu-workbench&quot;。</translation>
    </message>
    <message>
        <source>name %1 is not usable as a folder and run id; use 1 to 64 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;, starting with a letter or digit.</source>
        <translation>名称 %1 不能用作文件夹和运行 ID；请使用 1 到 64 个字母、数字、&apos;.&apos;、&apos;_&apos; 或 &apos;-&apos;，并以字母或数字开头。</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>（缺失）</translation>
    </message>
    <message>
        <source>hypothesis must be text.</source>
        <translation>hypothesis 必须是文本。</translation>
    </message>
    <message>
        <source>tpu.accelerator_type is missing; name the slice, e.g. v5litepod-8 or v4-16.</source>
        <translation>缺少 tpu.accelerator_type；请指定切片，例如 v5litepod-8 或 v4-16。</translation>
    </message>
    <message>
        <source>attention_kernel &quot;%1&quot; is a Pallas kernel that needs TPU v3 or newer; %2 is a v2. Choose sdpa.</source>
        <translation>attention_kernel &quot;%1&quot; 是需要 TPU v3 或更新版本的 Pallas kernel；%2 是 v2。请选择 sdpa。</translation>
    </message>
    <message>
        <source>Splash attention on TPU v3 is not confirmed; the run checks it against the reference maths at start-up and stops if it fails.</source>
        <translation>TPU v3 上的 splash attention 未经确认；运行在启动时会对照参考计算进行检查，失败则停止。</translation>
    </message>
    <message>
        <source>Splash attention runs under SPMD; strategy &quot;%1&quot; is not SPMD. Choose spmd or fsdpv2, or the flash or sdpa kernel.</source>
        <translation>Splash attention 在 SPMD 下运行；策略 &quot;%1&quot; 不是 SPMD。请选择 spmd 或 fsdpv2，或使用 flash 或 sdpa kernel。</translation>
    </message>
    <message>
        <source>Splash attention shards q/k/v over the mesh axes &quot;data&quot; and &quot;fsdp&quot;; the mesh needs both (size 1 is fine).</source>
        <translation>Splash attention 在 mesh 轴 &quot;data&quot; 和 &quot;fsdp&quot; 上对 q/k/v 分片；mesh 需要这两个轴（大小为 1 也可以）。</translation>
    </message>
    <message>
        <source>tpu.scan_layers cannot run layers that hold a Pallas kernel (%1); use attention_kernel sdpa or turn scan_layers off.</source>
        <translation>tpu.scan_layers 无法运行包含 Pallas kernel 的层 (%1)；请使用 attention_kernel sdpa 或关闭 scan_layers。</translation>
    </message>
    <message>
        <source>train.remat recomputes each decoder layer of the layer loop; tpu.scan_layers replaces that loop. Turn one of them off.</source>
        <translation>train.remat 会重计算层循环中的每个解码器层；tpu.scan_layers 会替换该循环。请关闭其中之一。</translation>
    </message>
    <message>
        <source>tpu.scan_layers needs layers that return one tensor; MoE layers also return their load-balancing loss. Turn scan_layers off.</source>
        <translation>tpu.scan_layers 需要返回单个张量的层；MoE 层还会返回负载均衡损失。请关闭 scan_layers。</translation>
    </message>
    <message>
        <source>module_versions is missing; the templates implement %1.</source>
        <translation>缺少 module_versions；模板实现的是 %1。</translation>
    </message>
    <message>
        <source>%1 is %2 but the templates implement %3; set it to %3 (a different version needs a template that implements it).</source>
        <translation>%1 为 %2，但模板实现的是 %3；请设为 %3（其他版本需要实现它的模板）。</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>train.seq_len must be &gt;= 2 for an encoder-decoder: the first half of the window is the source, the rest the target (it is %1).</source>
        <translation>编码器-解码器的 train.seq_len 必须 &gt;= 2：窗口的前一半是源序列，其余是目标序列（当前为 %1）。</translation>
    </message>
    <message>
        <source>model.n_encoder_layers applies to model.kind &quot;encoder_decoder&quot; only; this model ignores it.</source>
        <translation>model.n_encoder_layers 仅适用于 model.kind &quot;encoder_decoder&quot;；此模型会忽略它。</translation>
    </message>
    <message>
        <source>tpu.scan_layers needs layers that take one tensor; the decoder blocks of an encoder-decoder also read the encoder&apos;s output. Turn scan_layers off.</source>
        <translation>tpu.scan_layers 需要只接收一个张量的层；编码器-解码器的解码器块还会读取编码器的输出。请关闭 scan_layers。</translation>
    </message>
</context>
<context>
    <name>twb::ExperimentsPanel</name>
    <message>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Smoke test</source>
        <translation>冒烟测试</translation>
    </message>
    <message>
        <source>Select an experiment, or create one.</source>
        <translation>选择一个实验，或新建一个。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (hash %2): %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（哈希 %2）：%3</translation>
    </message>
    <message>
        <source>no hypothesis written down</source>
        <translation>未写下假设</translation>
    </message>
    <message>
        <source>Reading %1 ...</source>
        <translation>正在读取 %1 ...</translation>
    </message>
    <message>
        <source>An idea, its hypothesis and the variables to vary become an experiment, an ablation and a plan with a measured compute budget</source>
        <translation>一个想法、它的假设和要变化的变量会生成一个实验、一个消融和一份带有实测计算预算的计划</translation>
    </message>
    <message>
        <source>Port a PyTorch script…</source>
        <translation>移植 PyTorch 脚本…</translation>
    </message>
    <message>
        <source>Rewrite a PyTorch (CUDA) training script for PyTorch/XLA: see the diff first, then write it</source>
        <translation>将 PyTorch（CUDA）训练脚本改写为 PyTorch/XLA：先查看差异，再写入</translation>
    </message>
    <message>
        <source>Port a PyTorch script</source>
        <translation>移植 PyTorch 脚本</translation>
    </message>
    <message>
        <source>Time the attention kernels at this experiment&apos;s shapes on a machine</source>
        <translation>在一台机器上按本实验的形状为注意力内核计时</translation>
    </message>
    <message>
        <source>Python files (*.py)</source>
        <translation>Python 文件 (*.py)</translation>
    </message>
    <message>
        <source>New Experiment…</source>
        <translation>新建实验…</translation>
    </message>
    <message>
        <source>New Study…</source>
        <translation>新建研究…</translation>
    </message>
    <message>
        <source>Benchmark attention…</source>
        <translation>注意力基准测试…</translation>
    </message>
    <message>
        <source>Prepare data…</source>
        <translation>准备数据…</translation>
    </message>
    <message>
        <source>Tokenize a text corpus into shards an experiment trains on (data.source &quot;tokens&quot;)</source>
        <translation>将文本语料库分词为实验训练所用的分片（data.source “tokens”）</translation>
    </message>
</context>
<context>
    <name>twb::FileLock</name>
    <message>
        <source>Cannot open the lock file %1: %2.</source>
        <translation>无法打开锁文件 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot lock %1: %2.</source>
        <translation>无法锁定 %1：%2。</translation>
    </message>
    <message>
        <source>Timed out after %1 s waiting for the lock %2; another process holds it. Try again, or find the holder with `fuser %2`.</source>
        <translation>等待锁 %2 %1 秒后超时；另一个进程持有它。请重试，或用 `fuser %2` 找到持有者。</translation>
    </message>
</context>
<context>
    <name>twb::FilePreviewWidget</name>
    <message>
        <source>new</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>same</source>
        <translation>相同</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>已更改</translation>
    </message>
    <message>
        <source>Diff against the files on disk</source>
        <translation>与磁盘上的文件对比</translation>
    </message>
    <message>
        <source>%1  (%2)</source>
        <translation>%1  (%2)</translation>
    </message>
    <message>
        <source># %1 is the same on disk.</source>
        <translation># %1 与磁盘上相同。</translation>
    </message>
</context>
<context>
    <name>twb::FirstStartPage</name>
    <message>
        <source>Welcome to TPU Workbench</source>
        <translation>欢迎使用 TPU Workbench</translation>
    </message>
    <message>
        <source>This workspace is empty. Open the demo workspace to see every panel at work on this machine (no TPU needed), or add the first TPU VM you want to use.</source>
        <translation>此工作区为空。打开演示工作区，即可在本机上看到每个面板的实际运行效果（无需 TPU），或添加您要使用的第一台 TPU VM。</translation>
    </message>
    <message>
        <source>Open the &amp;demo workspace</source>
        <translation>打开演示工作区(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Add a machine…</source>
        <translation>添加机器(&amp;A)…</translation>
    </message>
    <message>
        <source>What each panel is for</source>
        <translation>各面板的用途</translation>
    </message>
    <message>
        <source>Ctrl+%1</source>
        <translation>Ctrl+%1</translation>
    </message>
    <message>
        <source>Register your TPU VMs (or this machine) and check that the workbench reaches every host.</source>
        <translation>注册您的 TPU VM（或本机），并检查 Workbench 能否连接到每台主机。</translation>
    </message>
    <message>
        <source>Design the device mesh of a slice and learn before launch whether the model fits in HBM.</source>
        <translation>设计切片的设备 mesh，并在启动前了解模型能否装入 HBM。</translation>
    </message>
    <message>
        <source>Scaffold a training project from an experiment and smoke-test it on the CPU.</source>
        <translation>从实验生成训练项目，并在 CPU 上进行冒烟测试。</translation>
    </message>
    <message>
        <source>Launch runs and follow every host&apos;s loss, step time and log live.</source>
        <translation>启动运行，并实时跟踪每台主机的 loss、步时间和日志。</translation>
    </message>
    <message>
        <source>Vary a few fields over seeds and machines, and see which change helped and by how much.</source>
        <translation>在多个种子和机器上改变若干字段，查看哪项更改有帮助以及帮助多大。</translation>
    </message>
    <message>
        <source>Put any set of runs side by side: curves, results and the config diff.</source>
        <translation>将任意一组运行并排比较：曲线、结果和配置差异。</translation>
    </message>
    <message>
        <source>Drive kernel-optimization runs and review each iteration&apos;s code and speed-up.</source>
        <translation>驱动 kernel 优化运行，并审阅每次迭代的代码和加速比。</translation>
    </message>
    <message>
        <source>Open the demo workspace to see every panel at work on this machine (no TPU needed), add a TPU VM, or go to a panel below.</source>
        <translation>打开演示工作区，在本机上查看每个面板的实际效果（无需 TPU），添加一台 TPU VM，或在下方进入某个面板。</translation>
    </message>
</context>
<context>
    <name>twb::FitAdvisor</name>
    <message>
        <source>%1: needs %2 of %3 (%4%).</source>
        <translation>%1：需要 %2（共 %3，%4%）。</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1：%2（共 %3）</translation>
    </message>
    <message>
        <source>split the %1 experts over an expert axis of %2: mesh %3 instead of %4</source>
        <translation>将 %1 个专家分布到大小为 %2 的 expert 轴上：网格 %3，而不是 %4</translation>
    </message>
    <message>
        <source>shard over a bigger fsdp axis: mesh %1 instead of %2</source>
        <translation>在更大的 fsdp 轴上分片：网格 %1，而不是 %2</translation>
    </message>
    <message>
        <source>expert weights</source>
        <translation>专家权重</translation>
    </message>
    <message>
        <source>embedding and LM head</source>
        <translation>嵌入层和 LM 头</translation>
    </message>
    <message>
        <source>router weights</source>
        <translation>路由器权重</translation>
    </message>
    <message>
        <source>norm weights</source>
        <translation>归一化权重</translation>
    </message>
    <message>
        <source>attention weights</source>
        <translation>注意力权重</translation>
    </message>
    <message>
        <source>MLP weights</source>
        <translation>MLP 权重</translation>
    </message>
    <message>
        <source>%1 (parameters, gradients, optimizer state)</source>
        <translation>%1（参数、梯度、优化器状态）</translation>
    </message>
    <message>
        <source>%1, replicated on every device (parameters, gradients, optimizer state)</source>
        <translation>%1，在每个设备上复制（参数、梯度、优化器状态）</translation>
    </message>
    <message>
        <source>%1, split %2 ways (parameters, gradients, optimizer state)</source>
        <translation>%1，切分为 %2 份（参数、梯度、优化器状态）</translation>
    </message>
    <message>
        <source>train.batch_size %1 instead of %2</source>
        <translation>train.batch_size 改为 %1，而不是 %2</translation>
    </message>
    <message>
        <source>train.batch_size %1 instead of %2 (a per-device batch of %3 instead of %4)</source>
        <translation>train.batch_size 改为 %1，而不是 %2（每设备批大小 %3，而不是 %4）</translation>
    </message>
    <message>
        <source>model.n_layers %1 instead of %2 (a smaller model for the test on the CPU)</source>
        <translation>model.n_layers 改为 %1，而不是 %2（在 CPU 上测试用的较小模型）</translation>
    </message>
    <message>
        <source>turn on rematerialisation (train.remat)</source>
        <translation>开启重计算（train.remat）</translation>
    </message>
    <message>
        <source>Nothing smaller fits: even with remat, a per-device batch of 1 and one layer it needs %1 of %2; use a machine with more free memory, or a smaller model (model.d_model, model.vocab_size, model.moe.n_experts).</source>
        <translation>没有更小的配置能放下：即使开启 remat、每设备批大小为 1 且只有一层，仍需要 %1（可用 %2）；请使用空闲内存更多的机器，或更小的模型（model.d_model、model.vocab_size、model.moe.n_experts）。</translation>
    </message>
    <message>
        <source>No change of this slice&apos;s mesh, remat or batch is enough: with remat and a per-device batch of 1 it still needs %1 of %2 per device; use a slice with more devices or more HBM per device, or a smaller model.</source>
        <translation>更改此切片的网格、remat 或批大小都不够：开启 remat 且每设备批大小为 1 时，每个设备仍需要 %1（预算 %2）；请使用设备更多或每设备 HBM 更大的切片，或更小的模型。</translation>
    </message>
</context>
<context>
    <name>twb::FolderWatcher</name>
    <message>
        <source>Cannot watch the workspace for changes (inotify: %1); the lists refresh only when asked.</source>
        <translation>无法监视工作区的变化 (inotify: %1)；列表仅在请求时刷新。</translation>
    </message>
    <message>
        <source>Watching %1 folders used up this user&apos;s inotify watches; changes to the others are seen only at the next periodic check. Raise fs.inotify.max_user_watches (sysctl) to watch them all.</source>
        <translation>监视 %1 个文件夹耗尽了此用户的 inotify watch；其余文件夹的变化只在下次定期检查时才能发现。请提高 fs.inotify.max_user_watches (sysctl) 以全部监视。</translation>
    </message>
</context>
<context>
    <name>twb::GcloudImportDialog</name>
    <message>
        <source>Import from gcloud</source>
        <translation>从 gcloud 导入</translation>
    </message>
    <message>
        <source>e.g. us-central2-b</source>
        <translation>例如 us-central2-b</translation>
    </message>
    <message>
        <source>your Google Cloud project</source>
        <translation>您的 Google Cloud 项目</translation>
    </message>
    <message>
        <source>List TPU VMs</source>
        <translation>列出 TPU VM</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Queued resource</source>
        <translation>排队资源</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Connect to internal addresses (from inside the VPC)</source>
        <translation>连接到内部地址（从 VPC 内部）</translation>
    </message>
    <message>
        <source>Give a zone and a project and press List: gcloud (its login and key) finds the TPU VMs.</source>
        <translation>填写区域和项目后按“列出”：gcloud（使用其登录和密钥）会找到 TPU VM。</translation>
    </message>
    <message>
        <source>Add checked</source>
        <translation>添加选中项</translation>
    </message>
    <message>
        <source>Zone:</source>
        <translation>区域：</translation>
    </message>
    <message>
        <source>Project:</source>
        <translation>项目：</translation>
    </message>
    <message>
        <source>Give both the zone and the project.</source>
        <translation>请同时填写区域和项目。</translation>
    </message>
    <message>
        <source>Asking gcloud about %1 in %2...</source>
        <translation>正在向 gcloud 查询 %2 中的 %1...</translation>
    </message>
    <message>
        <source>Already in the registry: adding it again updates it.</source>
        <translation>已在注册表中：再次添加会更新它。</translation>
    </message>
    <message>
        <source>gcloud lists no TPU VMs or queued resources in %1 of %2.</source>
        <translation>gcloud 在 %2 的 %1 中未列出任何 TPU VM 或排队资源。</translation>
    </message>
    <message numerus="yes">
        <source>%n TPU VM(s) and queued resource(s) found.</source>
        <translation>
            <numerusform>找到 %n 个 TPU VM 和排队资源。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::GcloudMachines</name>
    <message>
        <source>gcloud lists no workers for TPU VM %1 (state %2). Wait until it is READY (`tpuwb registry refresh %1` asks again).</source>
        <translation>gcloud 未列出 TPU VM %1 的任何 worker（状态 %2）。请等待其变为 READY（`tpuwb registry refresh %1` 会再次查询）。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>TPU VM %1 is %2 according to gcloud (at %3). Wait until it is READY again (`tpuwb registry refresh %1` asks gcloud now), or recreate it.</source>
        <translation>根据 gcloud，TPU VM %1 的状态为 %2（于 %3）。请等待其再次变为 READY（`tpuwb registry refresh %1` 会立即查询 gcloud），或重新创建它。</translation>
    </message>
    <message>
        <source>not resolved</source>
        <translation>未解析</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1（于 %2）</translation>
    </message>
</context>
<context>
    <name>twb::GcloudResolver</name>
    <message>
        <source>gcloud is not logged in (it said: %1). Run `gcloud auth login` in a terminal, then try again.</source>
        <translation>gcloud 未登录（其输出：%1）。请在终端中运行 `gcloud auth login`，然后重试。</translation>
    </message>
    <message>
        <source>gcloud does not know the zone %1 in project %2 (it said: %3). Check the zone: `gcloud compute tpus locations list --project %2` lists the zones with TPUs.</source>
        <translation>gcloud 不认识项目 %2 中的区域 %1（其输出：%3）。请检查区域：`gcloud compute tpus locations list --project %2` 会列出有 TPU 的区域。</translation>
    </message>
    <message>
        <source>gcloud may not use TPUs in project %1 (it said: %2). Check the project name and that the Cloud TPU API is enabled and your account has access to it.</source>
        <translation>gcloud 可能无权在项目 %1 中使用 TPU（其输出：%2）。请检查项目名称，确认已启用 Cloud TPU API 且您的账号有访问权限。</translation>
    </message>
    <message>
        <source>There is no TPU VM %1 in zone %2 of project %3 (gcloud said: %4). Check the zone and the name: `tpuwb registry import-gcloud --zone ZONE --project %3` lists the TPU VMs of a zone.</source>
        <translation>项目 %3 的区域 %2 中没有 TPU VM %1（gcloud 输出：%4）。请检查区域和名称：`tpuwb registry import-gcloud --zone ZONE --project %3` 会列出某个区域的 TPU VM。</translation>
    </message>
    <message>
        <source>`%1` failed: %2</source>
        <translation>`%1` 失败：%2</translation>
    </message>
    <message>
        <source>no error text</source>
        <translation>无错误文本</translation>
    </message>
    <message>
        <source>listing the TPU VMs of zone %1 needs it</source>
        <translation>列出区域 %1 的 TPU VM 需要它</translation>
    </message>
    <message>
        <source>machine %1 needs it to find its workers</source>
        <translation>机器 %1 需要它来查找其 worker</translation>
    </message>
    <message>
        <source>gcloud (the Google Cloud CLI) is not installed or not on PATH; %1. Install it (https://cloud.google.com/sdk/docs/install), run `gcloud auth login`, and try again; or list the workers&apos; addresses in the entry&apos;s workbench.hosts.</source>
        <translation>gcloud（Google Cloud CLI）未安装或不在 PATH 中；%1。请安装它（https://cloud.google.com/sdk/docs/install），运行 `gcloud auth login` 后重试；或在该条目的 workbench.hosts 中列出 worker 的地址。</translation>
    </message>
    <message>
        <source>Cannot start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>`%1` did not answer within %2 s; check the network and that `gcloud` works in a terminal.</source>
        <translation>`%1` 在 %2 秒内未响应；请检查网络，并确认 `gcloud` 在终端中可以正常使用。</translation>
    </message>
</context>
<context>
    <name>twb::GcloudTpu</name>
    <message>
        <source>%1 printed %2 where gcloud prints a list; is `gcloud` the Google Cloud CLI?</source>
        <translation>%1 输出了 %2，而 gcloud 应输出一个列表；`gcloud` 是 Google Cloud CLI 吗？</translation>
    </message>
    <message>
        <source>%1 printed no TPU VM (a JSON object with a &quot;name&quot;); is `gcloud` the Google Cloud CLI?</source>
        <translation>%1 未输出 TPU VM（带有 &quot;name&quot; 的 JSON 对象）；`gcloud` 是 Google Cloud CLI 吗？</translation>
    </message>
</context>
<context>
    <name>twb::GcloudTransport</name>
    <message>
        <source>%1
Asked gcloud again: %2</source>
        <translation>%1
再次询问 gcloud：%2</translation>
    </message>
</context>
<context>
    <name>twb::HealthTracker</name>
    <message>
        <source>The process exited with code 0 without a `done` event.</source>
        <translation>进程以代码 0 退出，但没有 `done` 事件。</translation>
    </message>
    <message>
        <source>The process ended with exit code %1 and no `done` event.</source>
        <translation>进程以退出码 %1 结束，且没有 `done` 事件。</translation>
    </message>
    <message>
        <source>The process is gone and no `done` event was written.</source>
        <translation>进程已消失且未写入 `done` 事件。</translation>
    </message>
    <message>
        <source>The process runs; no step logged yet.</source>
        <translation>进程在运行；尚未记录步骤。</translation>
    </message>
    <message>
        <source>No word from this host yet.</source>
        <translation>尚未收到此主机的消息。</translation>
    </message>
    <message>
        <source>No step for %1 s while the process lives (median step interval %2 s).</source>
        <translation>进程存活，但 %1 秒没有新步骤（步间隔中位数 %2 秒）。</translation>
    </message>
    <message>
        <source>%1 steps behind the newest host.</source>
        <translation>落后最新主机 %1 步。</translation>
    </message>
    <message>
        <source>evaluation</source>
        <translation>评估</translation>
    </message>
    <message>
        <source>checkpoint save</source>
        <translation>检查点保存</translation>
    </message>
    <message>
        <source>checkpoint restore</source>
        <translation>检查点恢复</translation>
    </message>
    <message>
        <source>compilation</source>
        <translation>编译</translation>
    </message>
    <message>
        <source>In %1 for %2 s while the process lives, more than %3 s (%4 x its longest earlier run, %5 s).</source>
        <translation>进程存活，已处于%1 %2 秒，超过 %3 秒（其此前最长一次 %5 秒的 %4 倍）。</translation>
    </message>
    <message>
        <source>In %1 for %2 s while the process lives, more than a first %1 is given (%3 s).</source>
        <translation>进程存活，已处于%1 %2 秒，超过首次%1所允许的时间（%3 秒）。</translation>
    </message>
    <message>
        <source>In %1 for %2 s.</source>
        <translation>已处于%1 %2 秒。</translation>
    </message>
</context>
<context>
    <name>twb::HeatMapView</name>
    <message>
        <source>No run has written %1 yet.</source>
        <translation>尚无运行写入 %1。</translation>
    </message>
    <message>
        <source>Every cell of this matrix has the same values: there is nothing to map.</source>
        <translation>此矩阵的每个单元的值都相同：没有可绘制的内容。</translation>
    </message>
    <message>
        <source>No matrix loaded.</source>
        <translation>未加载矩阵。</translation>
    </message>
    <message>
        <source>Each square is the mean over %1.</source>
        <translation>每个方格是对 %1 的均值。</translation>
    </message>
</context>
<context>
    <name>twb::HostHealth</name>
    <message>
        <source>Starting</source>
        <translation>启动中</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Stalled</source>
        <translation>停滞</translation>
    </message>
    <message>
        <source>Straggler</source>
        <translation>掉队者</translation>
    </message>
    <message>
        <source>Crashed</source>
        <translation>崩溃</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>The run wrote its `done` event.</source>
        <translation>运行已写入其 `done` 事件。</translation>
    </message>
    <message>
        <source>Stopped on request after a checkpoint.</source>
        <translation>按请求在 checkpoint 后停止。</translation>
    </message>
    <message>
        <source>train.py was killed by signal %1 without writing its `done` event.</source>
        <translation>train.py 被信号 %1 终止，未写入其 `done` 事件。</translation>
    </message>
    <message>
        <source>train.py ended with exit code %1 without writing its `done` event.</source>
        <translation>train.py 以退出码 %1 结束，未写入其 `done` 事件。</translation>
    </message>
    <message>
        <source>The run ended with exit code %1 (its `done` event).</source>
        <translation>运行以退出码 %1 结束（其 `done` 事件）。</translation>
    </message>
</context>
<context>
    <name>twb::HostKeyDialog</name>
    <message>
        <source>Unknown host keys</source>
        <translation>未知主机密钥</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Key type</source>
        <translation>密钥类型</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>指纹</translation>
    </message>
    <message>
        <source>Hosts and their key fingerprints</source>
        <translation>主机及其密钥指纹</translation>
    </message>
    <message>
        <source>Compare each fingerprint with the one your administrator or `gcloud compute tpus tpu-vm get-guest-attributes` shows. Trusted keys are saved and not asked about again. A key that differs from a saved one is always refused, never asked about.</source>
        <translation>请将每个指纹与管理员或 `gcloud compute tpus tpu-vm get-guest-attributes` 显示的指纹比对。已信任的密钥会被保存，不再询问。与已保存密钥不同的密钥总是被拒绝，不会询问。</translation>
    </message>
    <message>
        <source>Trust and connect</source>
        <translation>信任并连接</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>拒绝</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s) offer a key that %1 does not record. Connect to them and remember their keys?</source>
        <translation>
            <numerusform>%n 台主机提供了 %1 中未记录的密钥。要连接并记住它们的密钥吗？</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::HostKeyPrompter</name>
    <message>
        <source>Key passphrase</source>
        <translation>密钥口令</translation>
    </message>
    <message>
        <source>Passphrase for %1 (used for this connection only, never stored):</source>
        <translation>%1 的口令（仅用于此次连接，不会保存）：</translation>
    </message>
</context>
<context>
    <name>twb::HostMemoryCheck</name>
    <message>
        <source>%1: the run on the CPU (--device %2) needs about %3 of memory by the estimate, and the machine has %4 available (MemAvailable); it would grow until the system kills it.</source>
        <translation>%1：在 CPU 上运行（--device %2）按估算约需 %3 内存，而机器只有 %4 可用（MemAvailable）；它会一直增长直到被系统终止。</translation>
    </message>
    <message>
        <source>  most of it: %1</source>
        <translation>  其中最大的部分：%1</translation>
    </message>
    <message>
        <source>  to fit: %1 Launch with %2.</source>
        <translation>  放得下的方案：%1 启动参数：%2。</translation>
    </message>
</context>
<context>
    <name>twb::HostPool</name>
    <message>
        <source>No connection could be set up for worker %1.</source>
        <translation>无法为 worker %1 建立连接。</translation>
    </message>
</context>
<context>
    <name>twb::HostStream</name>
    <message>
        <source>host %1 of run %2 (%3)</source>
        <translation>运行 %2 的主机 %1 (%3)</translation>
    </message>
    <message>
        <source>Cannot write the local copy of host %1&apos;s stream under %2; check the workspace&apos;s permissions.</source>
        <translation>无法在 %2 下写入主机 %1 数据流的本地副本；请检查工作区的权限。</translation>
    </message>
    <message>
        <source>Cannot save the local copy %1 of host %2&apos;s stream: %3. It still ends at byte %4, nothing is lost: the stream asks again for the rest. Free some space on the disk that holds %5.</source>
        <translation>无法保存主机 %2 数据流的本地副本 %1：%3。它仍止于第 %4 字节，没有丢失：数据流会重新请求其余部分。请释放 %5 所在磁盘的空间。</translation>
    </message>
    <message>
        <source>no transport for this host</source>
        <translation>此主机没有传输通道</translation>
    </message>
    <message>
        <source>host %1: the follower&apos;s output was garbled; reconnecting.</source>
        <translation>主机 %1：跟随器输出混乱；正在重新连接。</translation>
    </message>
    <message>
        <source>restarting the follower at byte %1</source>
        <translation>从第 %1 字节重启跟随器</translation>
    </message>
    <message>
        <source>the follower ended with exit code %1: %2</source>
        <translation>跟随器以退出码 %1 结束：%2</translation>
    </message>
    <message>
        <source>host %1 of run %2: stream interrupted (%3); reconnecting in %4 ms.</source>
        <translation>运行 %2 的主机 %1：数据流中断 (%3)；%4 ms 后重新连接。</translation>
    </message>
    <message>
        <source>host %1: %2 shrank on the host; following it again from its start.</source>
        <translation>主机 %1：%2 在主机上变小了；从头重新跟随。</translation>
    </message>
    <message>
        <source>host %1: metrics bytes %2.. arrived while %3 was expected; asking again.</source>
        <translation>主机 %1：收到指标字节 %2..，但预期为 %3；重新请求。</translation>
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
        <translation>%1 分钟前</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>主机 %1</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>no step yet</source>
        <translation>尚无步骤</translation>
    </message>
    <message>
        <source>No hosts: select a run.</source>
        <translation>无主机：请选择一个运行。</translation>
    </message>
    <message>
        <source>stream offline</source>
        <translation>数据流离线</translation>
    </message>
    <message>
        <source>median step interval %1 s</source>
        <translation>步间隔中位数 %1 秒</translation>
    </message>
</context>
<context>
    <name>twb::HtmlReport</name>
    <message>
        <source>Metric: %1, %2, %3 is better</source>
        <translation>指标：%1，%2，%3 更好</translation>
    </message>
    <message>
        <source>lower</source>
        <translation>越低</translation>
    </message>
    <message>
        <source>higher</source>
        <translation>越高</translation>
    </message>
    <message>
        <source>Generated: %1</source>
        <translation>生成时间：%1</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>曲线</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>%1 per run by step, smoothed (EMA %2); the faint line is the raw value</source>
        <translation>每个运行的 %1（按步），已平滑（EMA %2）；浅色线为原始值</translation>
    </message>
    <message>
        <source>%1 per run by step</source>
        <translation>每个运行的 %1（按步）</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>单元</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>std</source>
        <translation>标准差</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95% 置信区间</translation>
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
        <translation>平滑均值</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <source>Config diff</source>
        <translation>配置差异</translation>
    </message>
    <message>
        <source>The runs&apos; configs do not differ.</source>
        <translation>这些运行的配置没有差异。</translation>
    </message>
    <message>
        <source>run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>(absent)</source>
        <translation>（缺失）</translation>
    </message>
    <message>
        <source>Runs, tags and notes</source>
        <translation>运行、标签和备注</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>state</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>experiment</source>
        <translation>实验</translation>
    </message>
    <message>
        <source>machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>twb::IterationsModel</name>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source> (base drift &gt;10%)</source>
        <translation> （基准漂移 &gt;10%）</translation>
    </message>
    <message>
        <source>From the harness&apos;s STDOUT (BASE_TIME, RESULT_TIME, SPEEDUP), as the worker recorded it.</source>
        <translation>来自 harness 的 STDOUT（BASE_TIME、RESULT_TIME、SPEEDUP），由 worker 记录。</translation>
    </message>
    <message>
        <source>More than %1× faster than base.py: check correctness before trusting this number (unusually good results are often wrong).</source>
        <translation>比 base.py 快 %1× 以上：相信此数字前请检查正确性（异常好的结果往往是错的）。</translation>
    </message>
    <message>
        <source>Iteration</source>
        <translation>迭代</translation>
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
        <translation>基准 (ms)</translation>
    </message>
    <message>
        <source>Optimized (ms)</source>
        <translation>优化后 (ms)</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>加速比</translation>
    </message>
    <message>
        <source>Base choice</source>
        <translation>基准选择</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
</context>
<context>
    <name>twb::JobAttacher</name>
    <message>
        <source>No machine chosen: pick the machine the job runs on (add it in the Machines panel or with `tpuwb registry add` first).</source>
        <translation>未选择机器：请选择作业所在的机器（先在“机器”面板中或用 `tpuwb registry add` 添加它）。</translation>
    </message>
    <message>
        <source>The metrics path is empty: give the job&apos;s metrics file on its workers, a path or a glob (~/ for the home folder, {worker} for the worker&apos;s index).</source>
        <translation>指标路径为空：请给出作业在其 worker 上的指标文件，可以是路径或 glob（~/ 表示主目录，{worker} 表示 worker 的编号）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a format the workbench reads: use jsonl, maxtext, csv or tfevents.</source>
        <translation>“%1”不是工作台能读取的格式：请使用 jsonl、maxtext、csv 或 tfevents。</translation>
    </message>
    <message>
        <source>The name is empty: give the run a name (it is shown in the runs list).</source>
        <translation>名称为空：请为该运行命名（它会显示在运行列表中）。</translation>
    </message>
    <message>
        <source>The name &quot;%1&quot; holds a slash: give a name without one.</source>
        <translation>名称“%1”含有斜杠：请使用不含斜杠的名称。</translation>
    </message>
    <message>
        <source>attached: a job the workbench did not launch</source>
        <translation>已附加：并非由工作台启动的作业</translation>
    </message>
    <message>
        <source>%1 is already attached to these files and followed: open it in the Monitor, or detach it first.</source>
        <translation>%1 已附加到这些文件并正在跟踪：请在监控中打开它，或先将其分离。</translation>
    </message>
    <message>
        <source>Cannot create %1: check that the workspace is writable.</source>
        <translation>无法创建 %1：请检查工作区是否可写。</translation>
    </message>
    <message>
        <source>%1 was launched by the workbench, not attached: stop it with Stop (`tpuwb run stop %1`).</source>
        <translation>%1 是由工作台启动的，而非附加的：请用“停止”（`tpuwb run stop %1`）停止它。</translation>
    </message>
    <message>
        <source>detached; the job was not touched</source>
        <translation>已分离；未触及该作业</translation>
    </message>
</context>
<context>
    <name>twb::JobDocument</name>
    <message>
        <source>Change %1</source>
        <translation>更改 %1</translation>
    </message>
    <message>
        <source>Edit the job&apos;s JSON</source>
        <translation>编辑作业的 JSON</translation>
    </message>
</context>
<context>
    <name>twb::JobEditor</name>
    <message>
        <source>Form</source>
        <translation>表单</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Create run</source>
        <translation>创建运行</translation>
    </message>
    <message>
        <source>The plan this job implies:</source>
        <translation>此作业对应的计划：</translation>
    </message>
    <message>
        <source>Run on</source>
        <translation>运行于</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>Save the job</source>
        <translation>保存作业</translation>
    </message>
    <message>
        <source>Job files (*.json)</source>
        <translation>作业文件 (*.json)</translation>
    </message>
    <message>
        <source>the JSON tab</source>
        <translation>JSON 选项卡</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>&lt;b&gt;The JSON does not parse.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;JSON 无法解析。&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>缺失：%1</translation>
    </message>
    <message>
        <source>Valid.</source>
        <translation>有效。</translation>
    </message>
    <message>
        <source>Nothing is dispatched until you create the run.</source>
        <translation>在您创建运行之前不会分派任何内容。</translation>
    </message>
    <message>
        <source>Valid shape, but a declared path does not exist.</source>
        <translation>结构有效，但某个声明的路径不存在。</translation>
    </message>
    <message numerus="yes">
        <source>Invalid: %n error(s).</source>
        <translation>
            <numerusform>无效：%n 个错误。</numerusform>
        </translation>
    </message>
    <message>
        <source>Phases:</source>
        <translation>阶段：</translation>
    </message>
    <message>
        <source>No plan: fix the errors first.</source>
        <translation>无计划：请先修复错误。</translation>
    </message>
    <message>
        <source>Creating the run…</source>
        <translation>正在创建运行…</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>撤销 %1</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>没有可撤销的操作</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>重做 %1</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>没有可重做的操作</translation>
    </message>
    <message>
        <source>Validate</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>Check the job as MaxKernel&apos;s validate_job.py would and show every problem</source>
        <translation>按 MaxKernel 的 validate_job.py 的方式检查作业，并显示所有问题</translation>
    </message>
    <message>
        <source>%1 (this machine)</source>
        <translation>%1（本机）</translation>
    </message>
    <message>
        <source>A new job: fill in the form (or the JSON tab); it is checked as you edit, or press Validate.</source>
        <translation>新作业：请填写表单（或 JSON 选项卡）；编辑时会自动检查，也可按“验证”。</translation>
    </message>
    <message>
        <source>The plan shows once the job is valid.</source>
        <translation>作业有效后将显示计划。</translation>
    </message>
</context>
<context>
    <name>twb::JobForm</name>
    <message>
        <source>e.g. Model (strongly advised)</source>
        <translation>例如 Model（强烈建议）</translation>
    </message>
    <message>
        <source>Specification (no source file)</source>
        <translation>规格说明（无源文件）</translation>
    </message>
    <message>
        <source>I will read and approve the synthesized baseline</source>
        <translation>我会阅读并批准合成的基线</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Synthesize as</source>
        <translation>合成为</translation>
    </message>
    <message>
        <source>Tensors (name, role, shape, dtype) are edited in the JSON tab.</source>
        <translation>张量（名称、角色、形状、dtype）在 JSON 选项卡中编辑。</translation>
    </message>
    <message>
        <source>The job has references</source>
        <translation>作业有参考</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation>关系</translation>
    </message>
    <message>
        <source>Add reference</source>
        <translation>添加参考</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Needs a JAX baseline (base.py)</source>
        <translation>需要 JAX 基线 (base.py)</translation>
    </message>
    <message>
        <source>Emit a readable jnp reference (base.py) in torchax mode</source>
        <translation>在 torchax 模式下输出可读的 jnp 参考 (base.py)</translation>
    </message>
    <message>
        <source>Also time against the original PyTorch (external evaluation)</source>
        <translation>同时与原始 PyTorch 计时对比（外部评估）</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Input type</source>
        <translation>输入类型</translation>
    </message>
    <message>
        <source>Input path</source>
        <translation>输入路径</translation>
    </message>
    <message>
        <source>Entry point</source>
        <translation>入口点</translation>
    </message>
    <message>
        <source>References</source>
        <translation>参考</translation>
    </message>
    <message>
        <source>Conversion method</source>
        <translation>转换方法</translation>
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
        <translation>种子</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>迭代次数</translation>
    </message>
    <message>
        <source>TPU version</source>
        <translation>TPU 版本</translation>
    </message>
    <message>
        <source>Add a reference</source>
        <translation>添加一个参考</translation>
    </message>
    <message>
        <source>Remove a reference</source>
        <translation>移除一个参考</translation>
    </message>
    <message>
        <source>Input file</source>
        <translation>输入文件</translation>
    </message>
    <message>
        <source>Edit a reference</source>
        <translation>编辑参考</translation>
    </message>
</context>
<context>
    <name>twb::Json</name>
    <message>
        <source>%1 bytes, more than the %2 bytes read as one JSON document</source>
        <translation>%1 字节，超过作为单个 JSON 文档读取的 %2 字节</translation>
    </message>
    <message>
        <source>%1 is %2 bytes, more than the %3 bytes TPU Workbench reads as one JSON document; check that it is the right file.</source>
        <translation>%1 为 %2 字节，超过 TPU Workbench 作为单个 JSON 文档读取的 %3 字节；请检查是否为正确的文件。</translation>
    </message>
    <message>
        <source>a NUL byte</source>
        <translation>NUL 字节</translation>
    </message>
    <message>
        <source>%1 holds a NUL byte at %2, which JSON text never does; the file may be damaged. Fix it or restore it from a backup; it was not changed.</source>
        <translation>%1 在 %2 处含有 NUL 字节，JSON 文本中不会出现；文件可能已损坏。请修正或从备份恢复；文件未被更改。</translation>
    </message>
    <message>
        <source>lists and objects nested more than %1 levels deep</source>
        <translation>列表和对象嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>%1 nests lists and objects more than %2 levels deep (at %3); TPU Workbench reads JSON up to %2 levels. Fix the file; it was not changed.</source>
        <translation>%1 中列表和对象嵌套超过 %2 层（位于 %3）；TPU Workbench 最多读取 %2 层 JSON。请修正文件；文件未被更改。</translation>
    </message>
    <message>
        <source>the number %1 is beyond the range of a double, about ±1.8e308</source>
        <translation>数字 %1 超出 double 范围（约 ±1.8e308）</translation>
    </message>
    <message>
        <source>%1 is not valid JSON at %2 (%3). Fix the file or restore it from a backup; it was not changed.</source>
        <translation>%1 在 %2 处不是有效的 JSON (%3)。请修正文件或从备份恢复；文件未被更改。</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
</context>
<context>
    <name>twb::KernelAbComparison</name>
    <message numerus="yes">
        <source>final loss equal with and without it within %1 in %n of %n pair(s) of runs (largest difference %2)</source>
        <translation>
            <numerusform>有无内核时最终 loss 在 %1 以内相等 (%n 对运行中的 %n 对，最大差 %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>final loss differs by more than %1 in %2 of %n pair(s) of runs (largest difference %3)</source>
        <translation>
            <numerusform>最终 loss 相差超过 %1 (%n 对运行中的 %2 对，最大差 %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>Kernel A/B of %1: %2.</source>
        <translation>%1 的内核 A/B: %2。</translation>
    </message>
    <message>
        <source>Step time %1 ms without, %2 ms with the kernel (%3%4 %, medians after the first step).</source>
        <translation>步时: 无内核 %1 ms，有内核 %2 ms (%3%4 %，第一步之后的中位数)。</translation>
    </message>
    <message>
        <source>The kernel ran in %1: its times are the Pallas interpreter&apos;s, not its speed on a TPU.</source>
        <translation>内核以%1运行: 这些时间是 Pallas 解释器的，不是它在 TPU 上的速度。</translation>
    </message>
    <message>
        <source>The kernel ran as: %1.</source>
        <translation>内核的运行方式: %1。</translation>
    </message>
</context>
<context>
    <name>twb::KernelPanel</name>
    <message>
        <source>New job</source>
        <translation>新建作业</translation>
    </message>
    <message>
        <source>Open job…</source>
        <translation>打开作业…</translation>
    </message>
    <message>
        <source>Open a MaxKernel job</source>
        <translation>打开 MaxKernel 作业</translation>
    </message>
    <message>
        <source>Job files (*.json)</source>
        <translation>作业文件 (*.json)</translation>
    </message>
    <message>
        <source>Switching the kernel into %1…</source>
        <translation>正在将内核接入 %1…</translation>
    </message>
    <message>
        <source>%1 is on in %2 (config hash %3): the kernel runs there, checked against the plain module on the first batch.</source>
        <translation>%1 已在 %2 中启用（配置哈希 %3）：内核在其中运行，并在第一个批次上与普通模块比对。</translation>
    </message>
    <message>
        <source>%1 is on in %2 (config hash %3); A/B ablation %4 created with %5 runs: launch it in the Ablation panel.</source>
        <translation>%1 已在 %2 中启用（配置哈希 %3）；已创建 A/B 消融 %4，共 %5 次运行：请在消融面板中启动。</translation>
    </message>
</context>
<context>
    <name>twb::KernelRunsModel</name>
    <message>
        <source>No kernel runs yet.</source>
        <translation>尚无 kernel 运行。</translation>
    </message>
    <message>
        <source>%1, all REPLAYED: nothing measured</source>
        <translation>%1，全部为回放：未测量</translation>
    </message>
    <message>
        <source>%1 · fast_1 %2/%3 · fast_2 %4/%3 · best %5×</source>
        <translation>%1 · fast_1 %2/%3 · fast_2 %4/%3 · 最佳 %5×</translation>
    </message>
    <message>
        <source> · %1 REPLAYED (not counted)</source>
        <translation> · %1 个回放（不计入）</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source>REPLAY (nothing measured)</source>
        <translation>回放（未测量）</translation>
    </message>
    <message>
        <source>worker command</source>
        <translation>Worker 命令</translation>
    </message>
    <message>
        <source>The journal does not say which worker ran this run.</source>
        <translation>日志未说明哪个 worker 运行了此运行。</translation>
    </message>
    <message>
        <source>Iterations that are correct and faster than %1× base.py, of those committed.</source>
        <translation>已提交迭代中，正确且比 base.py 快 %1× 以上的迭代。</translation>
    </message>
    <message>
        <source>The best correct iteration&apos;s speedup against base.py (the JAX baseline), from the harness.</source>
        <translation>最佳正确迭代相对 base.py（JAX 基线）的加速比，来自 harness。</translation>
    </message>
    <message>
        <source>A speedup above the review threshold: check correctness.</source>
        <translation>加速比超过审查阈值：请检查正确性。</translation>
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
        <translation>运行</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>迭代次数</translation>
    </message>
    <message>
        <source>Best speedup</source>
        <translation>最佳加速比</translation>
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
            <numerusform>%n 次运行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::KernelService</name>
    <message>
        <source>No transport could be made for machine %1 in %2; check its entry.</source>
        <translation>无法为 %2 中的机器 %1 建立传输通道；请检查其条目。</translation>
    </message>
    <message>
        <source>%1 is not a valid job: %2. Fix it in the job editor or check it with `tpuwb kernel validate`.</source>
        <translation>%1 不是有效的作业：%2。请在作业编辑器中修正，或用 `tpuwb kernel validate` 检查。</translation>
    </message>
    <message>
        <source>Paused: the synthesized baseline waits for your approval.</source>
        <translation>已暂停：合成的基线等待您的批准。</translation>
    </message>
    <message>
        <source>Stopped. Continue resumes from state.json.</source>
        <translation>已停止。“继续”将从 state.json 恢复。</translation>
    </message>
    <message>
        <source>Emergency stop: %1</source>
        <translation>紧急停止：%1</translation>
    </message>
    <message>
        <source>Finished: %1</source>
        <translation>已完成：%1</translation>
    </message>
    <message>
        <source>no correct kernel</source>
        <translation>没有正确的 kernel</translation>
    </message>
</context>
<context>
    <name>twb::KernelSwitch</name>
    <message>
        <source>%1 has no published optimized.py: the kernel run has not finished with a correct kernel (see `tpuwb kernel status %1`). Use a finished run, or name a kernel file.</source>
        <translation>%1 没有已发布的 optimized.py：该内核运行未以正确的内核完成（见 `tpuwb kernel status %1`）。请使用已完成的运行，或指定内核文件。</translation>
    </message>
    <message>
        <source>%1 does not exist; name a finished kernel run&apos;s folder or its optimized.py.</source>
        <translation>%1 不存在；请指定已完成的内核运行的文件夹或其 optimized.py。</translation>
    </message>
    <message>
        <source>--ab takes the seeds, &quot;0,1,2&quot;, or their number, &quot;3&quot;; not &quot;%1&quot;.</source>
        <translation>--ab 接受种子“0,1,2”或其数量“3”，而不是“%1”。</translation>
    </message>
    <message>
        <source>--ab %1: the number of seeds must be 1 to %2.</source>
        <translation>--ab %1：种子数量必须在 1 到 %2 之间。</translation>
    </message>
    <message>
        <source>--ab %1 names a seed twice.</source>
        <translation>--ab %1 中有重复的种子。</translation>
    </message>
    <message>
        <source>--module %1: the generated model can route these modules through a kernel: %2 (%3).</source>
        <translation>--module %1：生成的模型可以经由内核运行这些模块：%2（%3）。</translation>
    </message>
    <message>
        <source>%1 has no experiment.json: it is not a scaffolded experiment. Scaffold it first (`tpuwb scaffold`), then switch the kernel in.</source>
        <translation>%1 没有 experiment.json：它不是生成的实验。请先生成（`tpuwb scaffold`），再接入内核。</translation>
    </message>
    <message>
        <source>%1 with the kernel switched in is not valid: %2</source>
        <translation>接入内核后的 %1 无效：%2</translation>
    </message>
    <message>
        <source>%1: %2 differ from what this workbench generates (edited by hand, or scaffolded by another version); nothing was written. Review the diffs (`tpuwb scaffold ... --dry-run`) and switch the kernel in with --force to overwrite them.</source>
        <translation>%1：%2 与本工作台生成的内容不同（被手动编辑，或由其他版本生成）；未写入任何内容。请查看差异（`tpuwb scaffold ... --dry-run`），并用 --force 接入内核以覆盖它们。</translation>
    </message>
    <message>
        <source>The ablation&apos;s name %1 (experiment name, module, &quot;kernel&quot;) is not usable as a file name; rename the experiment (name) to at most 50 letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;.</source>
        <translation>消融名称 %1（实验名、模块、“kernel”）不能用作文件名；请将实验名称 (name) 改为最多 50 个字母、数字、&apos;.&apos;、&apos;_&apos; 或 &apos;-&apos;。</translation>
    </message>
    <message>
        <source>%1 exists with another matrix; nothing was written. Remove it, or switch the kernel in with --force to replace it.</source>
        <translation>%1 已存在且矩阵不同；未写入任何内容。请删除它，或用 --force 接入内核以替换它。</translation>
    </message>
    <message>
        <source>Cannot create %1; check its permissions.</source>
        <translation>无法创建 %1；请检查权限。</translation>
    </message>
</context>
<context>
    <name>twb::KnownHostsFile</name>
    <message>
        <source>%1: not a host key line (it needs host names, a key type and a key); skipped.</source>
        <translation>%1：不是主机密钥行（需要主机名、密钥类型和密钥）；已跳过。</translation>
    </message>
    <message>
        <source>%1: the key of %2 is not base64; the line is skipped. Remove it with ssh-keygen -R.</source>
        <translation>%1：%2 的密钥不是 base64；已跳过该行。请用 ssh-keygen -R 删除。</translation>
    </message>
</context>
<context>
    <name>twb::LatencyPlot</name>
    <message>
        <source>iteration</source>
        <translation>迭代</translation>
    </message>
    <message>
        <source>latency (ms)</source>
        <translation>延迟 (ms)</translation>
    </message>
    <message>
        <source>base.py (re-measured)</source>
        <translation>base.py（重新测量）</translation>
    </message>
    <message>
        <source>optimized</source>
        <translation>优化后</translation>
    </message>
    <message>
        <source>best so far</source>
        <translation>迄今最佳</translation>
    </message>
    <message>
        <source>failed (no timing)</source>
        <translation>失败（无计时）</translation>
    </message>
    <message>
        <source>speedup (×)</source>
        <translation>加速比 (×)</translation>
    </message>
    <message>
        <source>speedup</source>
        <translation>加速比</translation>
    </message>
    <message>
        <source>base.py (replayed)</source>
        <translation>base.py（回放）</translation>
    </message>
</context>
<context>
    <name>twb::LaunchDialog</name>
    <message>
        <source>Launch a run</source>
        <translation>启动运行</translation>
    </message>
    <message>
        <source>a scaffolded project folder, or an experiment&apos;s name</source>
        <translation>已生成的项目文件夹，或实验名称</translation>
    </message>
    <message>
        <source>A relative folder is taken inside the workspace %1.</source>
        <translation>相对文件夹以工作区 %1 为基准。</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Experiment:</source>
        <translation>实验：</translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation>机器：</translation>
    </message>
    <message>
        <source>Override the seed:</source>
        <translation>覆盖种子：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <source>train.lr=0.001 model.moe.top_k=1</source>
        <translation>train.lr=0.001 model.moe.top_k=1</translation>
    </message>
    <message>
        <source>Set fields:</source>
        <translation>设置字段：</translation>
    </message>
    <message>
        <source>more train.py arguments, e.g. --max-steps 200</source>
        <translation>更多 train.py 参数，例如 --max-steps 200</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <source>Check the hosts first (interpreter, disk, TPU devices, libtpu lockfile)</source>
        <translation>先检查主机（解释器、磁盘、TPU 设备、libtpu 锁文件）</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>Experiment folder</source>
        <translation>实验文件夹</translation>
    </message>
    <message>
        <source>Choose a scaffolded project folder (one with launch.sh).</source>
        <translation>选择已生成的项目文件夹（含 launch.sh）。</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>实验</translation>
    </message>
    <message>
        <source>Add a machine in the Machines panel first.</source>
        <translation>请先在“机器”面板中添加机器。</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>Set fields</source>
        <translation>设置字段</translation>
    </message>
    <message>
        <source>%1 is not a scaffolded project (it has no launch.sh). Choose one of the workspace&apos;s experiments, or scaffold one in the Experiments panel.</source>
        <translation>%1 不是已生成的项目（没有 launch.sh）。请选择工作区中的某个实验，或在“实验”面板中生成一个。</translation>
    </message>
    <message>
        <source>How many times the run is resumed from its last checkpoint by itself when its gcloud TPU VM was preempted and is READY again (run.json&apos;s max_restarts).</source>
        <translation>当 gcloud TPU VM 被抢占后再次变为 READY 时，运行从最后一个检查点自动恢复的次数（run.json 的 max_restarts）。</translation>
    </message>
    <message>
        <source>Restarts after preemption:</source>
        <translation>抢占后的重启次数：</translation>
    </message>
    <message>
        <source>Check machines of the same accelerator type to train as one multislice job: one slice per machine, joined over DCN, the machine above as slice 0, the checked ones after it in this order.</source>
        <translation>勾选相同加速器类型的机器，作为一个多切片作业训练：每台机器一个切片，通过 DCN 连接，上方的机器为切片 0，勾选的机器按此顺序排在其后。</translation>
    </message>
    <message>
        <source>More slices:</source>
        <translation>更多切片：</translation>
    </message>
    <message>
        <source>TPU</source>
        <translation>TPU</translation>
    </message>
    <message>
        <source>CPU smoke mode (plain PyTorch, --device cpu), for machines without TPUs</source>
        <translation>CPU 冒烟模式（纯 PyTorch，--device cpu），用于没有 TPU 的机器</translation>
    </message>
    <message>
        <source>XLA on CPU (torch_xla, --device xla-cpu): the TPU code path on one host</source>
        <translation>CPU 上的 XLA（torch_xla，--device xla-cpu）：在单台主机上走 TPU 代码路径</translation>
    </message>
    <message>
        <source>The TPU code path (mesh, sharding, torch_xla.step) under torch_xla&apos;s CPU runtime, with as many virtual devices as the mesh has, on one host. The machine&apos;s python needs torch_xla (the workbench&apos;s Python environment has it; `tpuwb doctor` shows what each machine has).</source>
        <translation>在 torch_xla 的 CPU 运行时下走 TPU 代码路径（网格、分片、torch_xla.step），虚拟设备数与网格相同，在单台主机上运行。该机器的 python 需要 torch_xla（工作台的 Python 环境已具备；`tpuwb doctor` 显示每台机器具备什么）。</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>设备：</translation>
    </message>
    <message>
        <source>XLA on CPU runs on one host: uncheck the other slices, or choose the TPU or the CPU smoke mode for a multislice run.</source>
        <translation>CPU 上的 XLA 只在单台主机上运行：请取消勾选其他切片，或为多切片运行选择 TPU 或 CPU 冒烟模式。</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>%1; choose CPU or XLA on CPU as the device, or a TPU machine.</source>
        <translation>%1；请选择 CPU 或 CPU 上的 XLA 作为设备，或选择一台 TPU 机器。</translation>
    </message>
</context>
<context>
    <name>twb::LaunchSettings</name>
    <message>
        <source>--set takes key=value (for example train.lr=0.001), not &quot;%1&quot;.</source>
        <translation>--set 接受 key=value（例如 train.lr=0.001），而不是 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>%1 has no config.json or experiment.json: it is not a scaffolded project. Scaffold it with `tpuwb scaffold` first.</source>
        <translation>%1 没有 config.json 或 experiment.json：它不是已生成的项目。请先用 `tpuwb scaffold` 生成。</translation>
    </message>
    <message>
        <source>--set %1: %2 has no field %1, so the value would be ignored. %3Fields are dotted names of the config (train.lr, model.n_layers, ...).</source>
        <translation>--set %1：%2 没有字段 %1，因此该值会被忽略。%3字段是配置的点分名称（train.lr、model.n_layers 等）。</translation>
    </message>
    <message>
        <source>Did you mean %1? </source>
        <translation>您是指 %1 吗？</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>With --set, the config of %1 is not valid: %2</source>
        <translation>使用 --set 后，%1 的配置无效：%2</translation>
    </message>
</context>
<context>
    <name>twb::LegacyApiLinter</name>
    <message>
        <source>legacy device lookup inside .to(); move tensors with .to(&apos;xla&apos;)</source>
        <translation>.to() 中的旧式设备查询；请用 .to(&apos;xla&apos;) 移动张量</translation>
    </message>
    <message>
        <source>xm.xla_device() is the legacy device lookup</source>
        <translation>xm.xla_device() 是旧式设备查询</translation>
    </message>
    <message>
        <source>xm.mark_step() is the legacy step boundary; pick one modern style and never mix both in one loop</source>
        <translation>xm.mark_step() 是旧式的步边界；请选择一种新写法，且不要在同一循环中混用</translation>
    </message>
    <message>
        <source>xmp.spawn is legacy; torch_xla.launch lets PJRT choose the process count (device access only inside fn)</source>
        <translation>xmp.spawn 是旧式写法；torch_xla.launch 让 PJRT 选择进程数（设备访问仅在 fn 内）</translation>
    </message>
    <message>
        <source>multiprocessing spawn with torch_xla; torch_xla.launch sets up the PJRT processes</source>
        <translation>在 torch_xla 中使用 multiprocessing spawn；torch_xla.launch 会设置 PJRT 进程</translation>
    </message>
    <message>
        <source>the xla_multiprocessing module is the legacy launcher</source>
        <translation>xla_multiprocessing 模块是旧式启动器</translation>
    </message>
    <message>
        <source>MpSerialExecutor serialised model creation for XRT multiprocessing; PJRT does not need it</source>
        <translation>MpSerialExecutor 为 XRT 多进程串行化模型创建；PJRT 不需要它</translation>
    </message>
    <message>
        <source>ParallelLoader(...).per_device_loader is the legacy form</source>
        <translation>ParallelLoader(...).per_device_loader 是旧式写法</translation>
    </message>
    <message>
        <source>deprecated in r2.6 and removed in r2.7</source>
        <translation>在 r2.6 中弃用，在 r2.7 中移除</translation>
    </message>
    <message>
        <source>legacy ordinal lookup</source>
        <translation>旧式序号查询</translation>
    </message>
    <message>
        <source>legacy device listing</source>
        <translation>旧式设备列举</translation>
    </message>
    <message>
        <source>XRT is gone: PJRT is the runtime (the only one on v5e and later)</source>
        <translation>XRT 已移除：PJRT 是运行时（v5e 及以后唯一的运行时）</translation>
    </message>
    <message>
        <source>torch_xla.runtime has no save(): this call fails</source>
        <translation>torch_xla.runtime 没有 save()：此调用会失败</translation>
    </message>
    <message>
        <source>tpu_device() does not exist in torch_xla</source>
        <translation>torch_xla 中不存在 tpu_device()</translation>
    </message>
    <message>
        <source>tpu_step() does not exist in torch_xla</source>
        <translation>torch_xla 中不存在 tpu_step()</translation>
    </message>
    <message>
        <source>XLA_USE_BF16 is deprecated, and Pallas kernels refuse to run under it</source>
        <translation>XLA_USE_BF16 已弃用，且 Pallas kernel 在其下拒绝运行</translation>
    </message>
    <message>
        <source>under SPMD one process drives every device and the gradients are already global; xm.optimizer_step all-reduces them again for a multi-process world</source>
        <translation>在 SPMD 下一个进程驱动所有设备，梯度已是全局的；xm.optimizer_step 会按多进程方式再次做 all-reduce</translation>
    </message>
    <message>
        <source>is_master_ordinal() is true on the first process of every host, not once per job</source>
        <translation>is_master_ordinal() 在每台主机的第一个进程上都为真，而不是每个作业一次</translation>
    </message>
    <message>
        <source>XLA_USE_BF16 with a Pallas kernel in the same file: the kernel raises &quot;Pallas kernel does not support XLA_USE_BF16&quot;</source>
        <translation>XLA_USE_BF16 与 Pallas kernel 位于同一文件：该 kernel 会报错 &quot;Pallas kernel does not support XLA_USE_BF16&quot;</translation>
    </message>
</context>
<context>
    <name>twb::LintFinding</name>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>info</source>
        <translation>信息</translation>
    </message>
</context>
<context>
    <name>twb::LoadExperimentCommand</name>
    <message>
        <source>Open %1</source>
        <translation>打开 %1</translation>
    </message>
</context>
<context>
    <name>twb::LoadedAblation</name>
    <message>
        <source>configured in the ablation file</source>
        <translation>在消融文件中配置</translation>
    </message>
</context>
<context>
    <name>twb::LocalTransport</name>
    <message>
        <source>Cannot create the folder %1 for %2. Check the permissions of its parent folders.</source>
        <translation>无法为 %2 创建文件夹 %1。请检查其上级文件夹的权限。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>无法读取 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>无法写入 %1：%2。</translation>
    </message>
    <message>
        <source>Reading %1 failed: %2. %3 is unchanged.</source>
        <translation>读取 %1 失败：%2。%3 未更改。</translation>
    </message>
    <message>
        <source>Writing %1 failed: %2. The previous content is unchanged.</source>
        <translation>写入 %1 失败：%2。原内容未更改。</translation>
    </message>
    <message>
        <source>Cannot start /bin/bash on this machine: %1.</source>
        <translation>无法在本机上启动 /bin/bash：%1。</translation>
    </message>
</context>
<context>
    <name>twb::LogModel</name>
    <message>
        <source>trace</source>
        <translation>跟踪</translation>
    </message>
    <message>
        <source>debug</source>
        <translation>调试</translation>
    </message>
    <message>
        <source>info</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>严重</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
</context>
<context>
    <name>twb::LogPanel</name>
    <message>
        <source>Search the log</source>
        <translation>搜索日志</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Show or hide the whole log</source>
        <translation>显示或隐藏完整日志</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>级别：</translation>
    </message>
</context>
<context>
    <name>twb::LogView</name>
    <message>
        <source>Follow</source>
        <translation>跟随</translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation>搜索日志</translation>
    </message>
    <message>
        <source>Log of</source>
        <translation>日志来源</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>主机 %1</translation>
    </message>
    <message>
        <source>wrapped</source>
        <translation>自动换行</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>上一个匹配</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>下一个匹配 (Enter)</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>下一个匹配</translation>
    </message>
</context>
<context>
    <name>twb::LossCurveWidget</name>
    <message>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>train loss</source>
        <translation>训练损失</translation>
    </message>
    <message>
        <source>eval loss</source>
        <translation>评估损失</translation>
    </message>
</context>
<context>
    <name>twb::MachineAccess</name>
    <message>
        <source>There is no machine named %1 in %2 (it has: %3). Add it in the Machines panel or with `tpuwb registry add`.</source>
        <translation>%2 中没有名为 %1 的机器（现有：%3）。请在“机器”面板中或用 `tpuwb registry add` 添加。</translation>
    </message>
    <message>
        <source>&quot;&quot;</source>
        <translation>&quot;&quot;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Machine %1 is not a gcloud TPU VM (it needs a tpu_name, a zone and a project, and no hand-typed hosts).</source>
        <translation>机器 %1 不是 gcloud TPU VM（它需要 tpu_name、区域和项目，且不能有手动填写的主机）。</translation>
    </message>
</context>
<context>
    <name>twb::MachineChecks</name>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>No answer within %1 s.</source>
        <translation>%1 秒内无响应。</translation>
    </message>
    <message>
        <source>The command exited with code %1: %2</source>
        <translation>命令以代码 %1 退出：%2</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>reachable</source>
        <translation>可达</translation>
    </message>
    <message>
        <source>Machine %1 is no longer in %2; nothing was saved.</source>
        <translation>机器 %1 已不在 %2 中；未保存任何内容。</translation>
    </message>
</context>
<context>
    <name>twb::MachineDialog</name>
    <message>
        <source>Add Machine</source>
        <translation>添加机器</translation>
    </message>
    <message>
        <source>Edit Machine %1</source>
        <translation>编辑机器 %1</translation>
    </message>
    <message>
        <source>TPU VM reached over SSH</source>
        <translation>通过 SSH 访问的 TPU VM</translation>
    </message>
    <message>
        <source>This machine (local)</source>
        <translation>本机（本地）</translation>
    </message>
    <message>
        <source>e.g. v5e-a (the TPU VM&apos;s name)</source>
        <translation>例如 v5e-a（TPU VM 的名称）</translation>
    </message>
    <message>
        <source>worker 0, worker 1, ... (IP addresses or names)</source>
        <translation>worker 0, worker 1, ...（IP 地址或名称）</translation>
    </message>
    <message>
        <source>from ~/.ssh/config or the settings</source>
        <translation>来自 ~/.ssh/config 或设置</translation>
    </message>
    <message>
        <source>ssh-agent, then ~/.ssh/id_* (e.g. ~/.ssh/google_compute_engine)</source>
        <translation>ssh-agent，然后 ~/.ssh/id_*（例如 ~/.ssh/google_compute_engine）</translation>
    </message>
    <message>
        <source>optional [user@]bastion[:port]</source>
        <translation>可选 [user@]bastion[:port]</translation>
    </message>
    <message>
        <source>bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}</source>
        <translation>bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}</translation>
    </message>
    <message>
        <source>The command that runs one kernel-optimization iteration on this machine; {run_dir}, {target} and {python} are filled in, quoted. &quot;replay&quot; replays the recorded example run (for its own job only). Empty: kernel runs are refused on this machine.</source>
        <translation>在本机上运行一次 kernel 优化迭代的命令；{run_dir}、{target} 和 {python} 会被加引号填入。&quot;replay&quot; 回放录制的示例运行（仅限其自身的作业）。留空：本机拒绝 kernel 运行。</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Accelerator type:</source>
        <translation>加速器类型：</translation>
    </message>
    <message>
        <source>Hosts:</source>
        <translation>主机：</translation>
    </message>
    <message>
        <source>Labels:</source>
        <translation>标签：</translation>
    </message>
    <message>
        <source>SSH</source>
        <translation>SSH</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>用户：</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <source>Key file:</source>
        <translation>密钥文件：</translation>
    </message>
    <message>
        <source>Proxy jump:</source>
        <translation>跳板机：</translation>
    </message>
    <message>
        <source>Running code</source>
        <translation>运行代码</translation>
    </message>
    <message>
        <source>Python:</source>
        <translation>Python：</translation>
    </message>
    <message>
        <source>Remote folder:</source>
        <translation>远程文件夹：</translation>
    </message>
    <message>
        <source>Kernel worker command:</source>
        <translation>Kernel worker 命令：</translation>
    </message>
    <message>
        <source>GCP zone:</source>
        <translation>GCP 区域：</translation>
    </message>
    <message>
        <source>GCP project:</source>
        <translation>GCP 项目：</translation>
    </message>
    <message>
        <source>No TPU: runs use the CPU.</source>
        <translation>无 TPU：运行使用 CPU。</translation>
    </message>
    <message>
        <source>with a project and no hosts: gcloud finds the workers</source>
        <translation>有项目且无主机：gcloud 会查找 worker</translation>
    </message>
    <message>
        <source>with a zone and no hosts: gcloud finds the workers</source>
        <translation>有区域且无主机：gcloud 会查找 worker</translation>
    </message>
    <message>
        <source>The interpreter that runs the project there. This machine: the workbench&apos;s Python environment (%1) when it is installed; `tpuwb doctor` shows what each machine&apos;s interpreter has.</source>
        <translation>在那里运行项目的解释器。本机：已安装时为工作台的 Python 环境（%1）；`tpuwb doctor` 显示每台机器的解释器具备什么。</translation>
    </message>
    <message>
        <source>Where runs live on the machine: &lt;remote folder&gt;/runs/&lt;run id&gt;. On this machine a relative folder (&quot;remote&quot;) is inside the workspace, so a copy of the workspace writes into its own folder; a folder inside another workspace is refused.</source>
        <translation>运行在机器上的位置：&lt;remote folder&gt;/runs/&lt;run id&gt;。在本机上，相对文件夹（&quot;remote&quot;）位于工作区内，因此工作区的副本写入自己的文件夹；位于其他工作区内的文件夹会被拒绝。</translation>
    </message>
</context>
<context>
    <name>twb::MachineEntry</name>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>another type</source>
        <translation>其他类型</translation>
    </message>
    <message>
        <source>%1 must be %2, but it is %3 (%4). Fix the file; it was not changed.</source>
        <translation>%1 必须是 %2，但它是 %3 (%4)。请修正文件；文件未被更改。</translation>
    </message>
    <message>
        <source>%1 must be a string, but it is %2. Fix the file; it was not changed.</source>
        <translation>%1 必须是字符串，但它是 %2。请修正文件；文件未被更改。</translation>
    </message>
    <message>
        <source>%1 must be an object describing one machine, but it is %2.</source>
        <translation>%1 必须是描述一台机器的对象，但它是 %2。</translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot;; it must be &quot;local&quot; or &quot;remote&quot;.</source>
        <translation>%1 为 &quot;%2&quot;；必须是 &quot;local&quot; 或 &quot;remote&quot;。</translation>
    </message>
    <message>
        <source>%1 has neither a &quot;tpu_name&quot; nor &quot;mode&quot;: &quot;local&quot;; add the machine&apos;s name (or mark it local).</source>
        <translation>%1 既没有 &quot;tpu_name&quot; 也没有 &quot;mode&quot;: &quot;local&quot;；请添加机器名称（或标记为本地）。</translation>
    </message>
    <message>
        <source>Machine %1 has no accelerator type and no probed spec; probe it in the Machines panel (or `tpuwb registry probe %1`) or set its accelerator type.</source>
        <translation>机器 %1 没有加速器类型，也没有探测到的规格；请在“机器”面板中探测（或 `tpuwb registry probe %1`），或设置其加速器类型。</translation>
    </message>
    <message>
        <source>Machine %1 writes its runs to %2, which is inside another workspace (%3), not this one (%4): a copied workspace would change the original&apos;s files. Nothing was done. Set its remote_root to a folder of this workspace, a relative path such as &quot;remote&quot; (resolved against %4), in the Machines panel (Edit, Remote folder) or with tpuwb registry add.</source>
        <translation>机器 %1 将运行写入 %2，它位于另一个工作区（%3）内，而不是本工作区（%4）：复制的工作区会更改原工作区的文件。未执行任何操作。请在“机器”面板（编辑，远程文件夹）或用 tpuwb registry add 将其 remote_root 设为本工作区的文件夹，例如相对路径 &quot;remote&quot;（相对于 %4 解析）。</translation>
    </message>
</context>
<context>
    <name>twb::MachineFit</name>
    <message>
        <source>The experiment&apos;s tpu.accelerator_type &quot;%1&quot; is unknown: %2</source>
        <translation>实验的 tpu.accelerator_type &quot;%1&quot; 未知：%2</translation>
    </message>
    <message>
        <source>%1 has no known accelerator type; set it in the Machines panel or probe the machine.</source>
        <translation>%1 没有已知的加速器类型；请在“机器”面板中设置或探测该机器。</translation>
    </message>
    <message>
        <source>%1 is a %2 (%3) but the experiment needs %4 (%5); compared runs must share a TPU generation.</source>
        <translation>%1 是 %2 (%3)，但实验需要 %4 (%5)；对比的运行必须使用同一代 TPU。</translation>
    </message>
    <message>
        <source>%1 is a %2 with %3 devices but the experiment&apos;s mesh is laid out for a %4 with %5 devices.</source>
        <translation>%1 是有 %3 个设备的 %2，但实验的 mesh 是为有 %5 个设备的 %4 设计的。</translation>
    </message>
    <message>
        <source>%1: the experiment&apos;s mesh spans %2 slices; one registered machine is one slice. Launch it over that many machines of one type (tpuwb run launch DIR --machine A --machine B), or use a single-slice mesh.</source>
        <translation>%1：实验的网格跨越 %2 个切片；一台已注册的机器就是一个切片。请在同样数量、同一类型的机器上启动（tpuwb run launch DIR --machine A --machine B），或使用单切片网格。</translation>
    </message>
    <message numerus="yes">
        <source>%1 lists %n host(s) in the registry but a %2 has %3 VMs; list every worker&apos;s address in worker order.</source>
        <translation>
            <numerusform>%1 在注册表中列出了 %n 台主机，但 %2 有 %3 台 VM；请按 worker 顺序列出每个 worker 的地址。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n host(s), but XLA on CPU (--device xla-cpu) runs torch_xla&apos;s CPU runtime on one host only, with as many virtual devices as the mesh has. Launch it on a single-host machine (this machine, for one), or use --device cpu to run the CPU smoke mode on every host of %1.</source>
        <translation>
            <numerusform>%1 有 %n 台主机，但 CPU 上的 XLA（--device xla-cpu）只在单台主机上运行 torch_xla 的 CPU 运行时，虚拟设备数与网格相同。请在单主机的机器（例如本机）上启动，或使用 --device cpu 在 %1 的每台主机上运行 CPU 冒烟模式。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; a TPU run needs a TPU machine. Launch it with --device cpu (the CPU smoke mode) or --device xla-cpu (the TPU code path on CPU), or choose a TPU machine.</source>
        <translation>%1；TPU 运行需要 TPU 机器。请用 --device cpu（CPU 冒烟模式）或 --device xla-cpu（在 CPU 上走 TPU 代码路径）启动，或选择一台 TPU 机器。</translation>
    </message>
</context>
<context>
    <name>twb::MachineRegistryService</name>
    <message>
        <source>%1 was not added: %2</source>
        <translation>未添加 %1：%2</translation>
    </message>
    <message>
        <source>%1 was not added because it cannot be probed now: %2 Use --no-probe to add it anyway.</source>
        <translation>未添加 %1，因为目前无法探测它：%2 如仍要添加，请使用 --no-probe。</translation>
    </message>
    <message>
        <source>There is no machine named %1 in %2; `tpuwb registry list` shows them.</source>
        <translation>%2 中没有名为 %1 的机器；`tpuwb registry list` 会列出它们。</translation>
    </message>
    <message>
        <source>There is no machine named %1 in %2 (if it was there, another tool removed it).</source>
        <translation>%2 中没有名为 %1 的机器 (如果曾经有，它已被其他工具删除)。</translation>
    </message>
</context>
<context>
    <name>twb::MachineTableModel</name>
    <message>
        <source>not checked</source>
        <translation>未检查</translation>
    </message>
    <message>
        <source>%1/%2 reachable, %3 ms</source>
        <translation>%1/%2 可达，%3 ms</translation>
    </message>
    <message>
        <source>%1/%2 reachable</source>
        <translation>%1/%2 可达</translation>
    </message>
    <message>
        <source>%1 (this machine)</source>
        <translation>%1（本机）</translation>
    </message>
    <message>
        <source>none (CPU)</source>
        <translation>无 (CPU)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>local</source>
        <translation>本地</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>not probed</source>
        <translation>未探测</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>已验证</translation>
    </message>
    <message>
        <source>typed, not verified</source>
        <translation>已输入，未验证</translation>
    </message>
    <message>
        <source>-</source>
        <translation>-</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Spec</source>
        <translation>规格</translation>
    </message>
    <message>
        <source>Reachability</source>
        <translation>可达性</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>TPU VM state</source>
        <translation>TPU VM 状态</translation>
    </message>
    <message>
        <source>Mismatch: the probe %1</source>
        <translation>不匹配：探测%1</translation>
    </message>
    <message>
        <source>mismatch</source>
        <translation>不匹配</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>Worker %1 (%2): reachable, %3 ms</source>
        <translation>Worker %1 (%2)：可达，%3 ms</translation>
    </message>
    <message>
        <source>Worker %1 (%2): %3</source>
        <translation>Worker %1 (%2)：%3</translation>
    </message>
    <message>
        <source>not reachable</source>
        <translation>不可达</translation>
    </message>
</context>
<context>
    <name>twb::MachineValidation</name>
    <message>
        <source>Give the machine a name (its TPU name, e.g. v5e-a).</source>
        <translation>请为机器命名（其 TPU 名称，例如 v5e-a）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid name: use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>&quot;%1&quot; 不是有效名称：请使用字母、数字、&apos;.&apos;、&apos;_&apos; 和 &apos;-&apos;。</translation>
    </message>
    <message>
        <source>There is already a local machine (%1); a registry holds one.</source>
        <translation>已有一台本地机器 (%1)；注册表中只能有一台。</translation>
    </message>
    <message>
        <source>A machine named %1 already exists; choose another name.</source>
        <translation>名为 %1 的机器已存在；请另选名称。</translation>
    </message>
    <message>
        <source>List the slice&apos;s worker addresses (IP or host name), worker 0 first.</source>
        <translation>列出切片的 worker 地址（IP 或主机名），worker 0 在前。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name or IP address.</source>
        <translation>&quot;%1&quot; 不是主机名或 IP 地址。</translation>
    </message>
    <message>
        <source>A host is listed twice.</source>
        <translation>某主机被列出两次。</translation>
    </message>
    <message>
        <source>The SSH port must be between 1 and 65535 (usually 22).</source>
        <translation>SSH 端口必须在 1 到 65535 之间（通常为 22）。</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n worker VM(s); list all of them in worker order.</source>
        <translation>
            <numerusform>%1 有 %n 台 worker VM；请按 worker 顺序全部列出。</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the accelerator type (e.g. v5litepod-8, v4-32).</source>
        <translation>请选择加速器类型（例如 v5litepod-8、v4-32）。</translation>
    </message>
</context>
<context>
    <name>twb::MachinesPanel</name>
    <message>
        <source>Add...</source>
        <translation>添加...</translation>
    </message>
    <message>
        <source>Edit...</source>
        <translation>编辑...</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Probe</source>
        <extracomment>toolbar action (a verb): ask each host which TPU devices it has</extracomment>
        <translation>探测</translation>
    </message>
    <message>
        <source>Find the devices of every host and save the verified spec</source>
        <translation>查找每台主机的设备并保存已验证的规格</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message>
        <source>Select a machine and press Probe or Test connection.</source>
        <translation>选择一台机器，然后点击“探测”或“测试连接”。</translation>
    </message>
    <message>
        <source>Worker</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>%1
The Machines panel will not write to this file until it reads correctly; fix it and press Reload.</source>
        <translation>%1
在能正确读取此文件之前，“机器”面板不会写入它；请修正后点击“重新加载”。</translation>
    </message>
    <message>
        <source>Machine %1 added.</source>
        <translation>已添加机器 %1。</translation>
    </message>
    <message>
        <source>%1 was edited: press Probe or Test connection to check it again.</source>
        <translation>%1 已编辑：点击“探测”或“测试连接”重新检查。</translation>
    </message>
    <message>
        <source>Machine %1 saved.</source>
        <translation>已保存机器 %1。</translation>
    </message>
    <message>
        <source>Remove machine</source>
        <translation>移除机器</translation>
    </message>
    <message>
        <source>Remove %1 from the registry? Runs and files on the machine are not touched.</source>
        <translation>从注册表中移除 %1？机器上的运行和文件不受影响。</translation>
    </message>
    <message>
        <source>Machine %1 removed.</source>
        <translation>已移除机器 %1。</translation>
    </message>
    <message>
        <source>probing...</source>
        <translation>探测中...</translation>
    </message>
    <message>
        <source>connecting...</source>
        <translation>连接中...</translation>
    </message>
    <message>
        <source>Probing %1...</source>
        <translation>正在探测 %1...</translation>
    </message>
    <message>
        <source>Testing %1...</source>
        <translation>正在测试 %1...</translation>
    </message>
    <message>
        <source>%1 x %2 (%3)</source>
        <translation>%1 x %2 (%3)</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 worker %2 (%3): %4</source>
        <translation>%1 worker %2 (%3)：%4</translation>
    </message>
    <message>
        <source>Import from gcloud...</source>
        <translation>从 gcloud 导入...</translation>
    </message>
    <message>
        <source>Add TPU VMs and queued resources your gcloud lists in a zone</source>
        <translation>添加 gcloud 在某个区域中列出的 TPU VM 和排队资源</translation>
    </message>
    <message>
        <source>Added from gcloud: %1.</source>
        <translation>已从 gcloud 添加：%1。</translation>
    </message>
    <message numerus="yes">
        <source>Probe of %1: %2 of %n host(s) answered.</source>
        <translation>
            <numerusform>探测 %1：%n 台主机中 %2 台响应。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connection test of %1: %2 of %n host(s) reachable.</source>
        <translation>
            <numerusform>%1 的连接测试：%n 台主机中 %2 台可达。</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the full text of the hosts&apos; errors</source>
        <translation>复制主机错误的完整文本</translation>
    </message>
    <message>
        <source>Worker %1 (%2): %3</source>
        <translation>Worker %1 (%2)：%3</translation>
    </message>
    <message>
        <source>Worker %1 (%2), %3: %4</source>
        <translation>Worker %1 (%2)，%3：%4</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>at an unknown time</source>
        <translation>时间未知</translation>
    </message>
    <message>
        <source>%1 has not been checked yet: press Probe or Test connection.</source>
        <translation>%1 尚未检查：点击“探测”或“测试连接”。</translation>
    </message>
    <message>
        <source>checked %1</source>
        <translation>检查于 %1</translation>
    </message>
    <message>
        <source>Last check of %1, %2, as saved in the registry: press Probe or Test connection to check again.</source>
        <extracomment>%2 is a time or a date and time</extracomment>
        <translation>%1 的上次检查（%2，保存在注册表中）：点击“探测”或“测试连接”重新检查。</translation>
    </message>
</context>
<context>
    <name>twb::MainWindow</name>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Machines</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>Mesh</source>
        <translation>Mesh</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>实验</translation>
    </message>
    <message>
        <source>Monitor</source>
        <translation>监控</translation>
    </message>
    <message>
        <source>Ablation</source>
        <translation>消融</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Kernels</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>&amp;Workspace</source>
        <translation>工作区(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;New Workspace...</source>
        <translation>新建工作区(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Open Workspace...</source>
        <translation>打开工作区(&amp;O)...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>设置(&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About TPU Workbench</source>
        <translation>关于 TPU Workbench(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Choose or create an empty folder for the new workspace</source>
        <translation>为新工作区选择或创建一个空文件夹</translation>
    </message>
    <message>
        <source>Open a workspace folder</source>
        <translation>打开工作区文件夹</translation>
    </message>
    <message>
        <source>Not a workspace</source>
        <translation>不是工作区</translation>
    </message>
    <message>
        <source>%1 has no workbench.json. Create a new workspace there?</source>
        <translation>%1 没有 workbench.json。要在那里创建新工作区吗？</translation>
    </message>
    <message>
        <source>Workspace %1 opened.</source>
        <translation>已打开工作区 %1。</translation>
    </message>
    <message>
        <source>Workspace</source>
        <translation>工作区</translation>
    </message>
    <message>
        <source>TPU Workbench - %1</source>
        <translation>TPU Workbench - %1</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>面板</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Documentation</source>
        <translation>文档(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Welcome Page</source>
        <translation>欢迎页(&amp;W)</translation>
    </message>
    <message>
        <source>Creating the demo workspace in %1…</source>
        <translation>正在 %1 中创建演示工作区…</translation>
    </message>
    <message>
        <source>Demo workspace</source>
        <translation>演示工作区</translation>
    </message>
    <message>
        <source>TPU Workbench - %1 (read-only)</source>
        <translation>TPU Workbench - %1（只读）</translation>
    </message>
</context>
<context>
    <name>twb::MeasuredStepTime</name>
    <message numerus="yes">
        <source>measured on %n finished run(s) of %1 (median)</source>
        <translation>
            <numerusform>基于 %1 的 %n 个已完成运行测得（中位数）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>measured on %n finished run(s) of %1 (median), on CPU: not a TPU figure</source>
        <translation>
            <numerusform>在 %1 的 %n 次已完成运行上测得（中位数），在 CPU 上：不是 TPU 数据</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>measured on %n finished run(s) of %1 (median), %2 of them on CPU: not a TPU figure</source>
        <translation>
            <numerusform>在 %1 的 %n 次已完成运行上测得（中位数），其中 %2 次在 CPU 上：不是 TPU 数据</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::MemoryBarWidget</name>
    <message>
        <source>Fits</source>
        <translation>可容纳</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source> of </source>
        <translation> / </translation>
    </message>
    <message>
        <source> budget per device</source>
        <translation> 每设备预算</translation>
    </message>
    <message>
        <source>dashed line: budget; solid line: %1 HBM%2 per device</source>
        <translation>虚线：预算；实线：每设备 %1 HBM%2</translation>
    </message>
    <message>
        <source> (nominal)</source>
        <translation> （标称）</translation>
    </message>
    <message>
        <source> (usable)</source>
        <translation> （可用）</translation>
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
        <translation>可容纳：%1</translation>
    </message>
    <message>
        <source>does not fit: %1</source>
        <translation>放不下：%1</translation>
    </message>
</context>
<context>
    <name>twb::MemoryEstimator</name>
    <message>
        <source>parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>float32 master weights</source>
        <translation>float32 主权重</translation>
    </message>
    <message>
        <source>gathered weights (FSDP all-gather)</source>
        <translation>聚集的权重（FSDP all-gather）</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>logits</source>
        <translation>logits</translation>
    </message>
    <message>
        <source>one layer recomputed in backward (remat)</source>
        <translation>反向传播中重计算一层 (remat)</translation>
    </message>
    <message>
        <source>%1 has no runtime-reported HBM figure in the catalog; the budget starts from the nominal %2 per device, and the usable amount is somewhat lower (check memory_stats() on the machine).</source>
        <translation>目录中没有 %1 由运行时报告的 HBM 数值；预算以每设备标称 %2 为起点，实际可用量略低（请在机器上检查 memory_stats()）。</translation>
    </message>
    <message>
        <source>Some dimensions do not divide evenly; their shards are padded and counted rounded up.</source>
        <translation>部分维度无法整除；其分片会被填充并向上取整计算。</translation>
    </message>
    <message>
        <source>gradient of the logits</source>
        <translation>logits 的梯度</translation>
    </message>
</context>
<context>
    <name>twb::MemoryFiguresView</name>
    <message>
        <source>Memory per device:</source>
        <translation>每设备内存：</translation>
    </message>
    <message>
        <source>The mesh estimate (`tpuwb mesh estimate`), XLA&apos;s buffer assignment of the compiled training step (the run&apos;s memory_compiled event) and one device&apos;s HBM; `tpuwb run verify` compares the first two (memory_matches_compiler).</source>
        <translation>网格估算（`tpuwb mesh estimate`）、XLA 对已编译训练步骤的缓冲区分配（运行的 memory_compiled 事件）以及单个设备的 HBM；`tpuwb run verify` 比较前两者（memory_matches_compiler）。</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The mesh estimate per device for the experiment&apos;s mesh and the attention kernel that ran (`tpuwb mesh estimate --model`): %1 = %2%3.</source>
        <translation>针对实验网格和实际运行的注意力内核的每设备网格估算（`tpuwb mesh estimate --model`）：%1 = %2%3。</translation>
    </message>
    <message>
        <source> (%1 % of the HBM)</source>
        <translation>（HBM 的 %1 %）</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>XLA compiled</source>
        <translation>XLA 编译</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <source>%1 (arguments %2, outputs %3, temporaries %4)</source>
        <translation>%1（参数 %2，输出 %3，临时 %4）</translation>
    </message>
    <message numerus="yes">
        <source>XLA&apos;s buffer assignment of %1, the training step compiled at step %2, per device over %n device(s): arguments %3, outputs %4 (%5 of them written into argument buffers), temporaries %6; peak %7.</source>
        <translation>
            <numerusform>XLA 对 %1（第 %2 步编译的训练步骤）的缓冲区分配，%n 个设备中每设备：参数 %3，输出 %4（其中 %5 写入参数缓冲区），临时 %6；峰值 %7。</numerusform>
        </translation>
    </message>
    <message>
        <source>the step</source>
        <translation>该步骤</translation>
    </message>
    <message>
        <source>The estimate is %1 % of it.</source>
        <translation>估算为其 %1 %。</translation>
    </message>
    <message>
        <source>not reported yet</source>
        <translation>尚未报告</translation>
    </message>
    <message>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <source>nominal figure</source>
        <translation>标称值</translation>
    </message>
    <message>
        <source>usable figure</source>
        <translation>可用值</translation>
    </message>
    <message>
        <source>One %1 device&apos;s HBM (%2), from the catalog: the chip the experiment is built for. This run ran on the CPU (--device %3), whose memory is not this figure.</source>
        <translation>目录中单个 %1 设备的 HBM（%2）：实验所针对的芯片。此运行在 CPU 上进行（--device %3），其内存并非此值。</translation>
    </message>
    <message>
        <source>%1 on a %2</source>
        <translation>%2 上的 %1</translation>
    </message>
    <message>
        <source>One %1 device&apos;s HBM (%2), from the catalog.</source>
        <translation>目录中单个 %1 设备的 HBM（%2）。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>none in plain CPU mode</source>
        <translation>纯 CPU 模式下无</translation>
    </message>
    <message>
        <source>%1 on the target %2, not this machine</source>
        <translation>目标 %2 上为 %1，并非本机</translation>
    </message>
</context>
<context>
    <name>twb::MeshCodeGenerator</name>
    <message>
        <source>No code generated: the mesh has problems to fix first:
- %1</source>
        <translation>未生成代码：mesh 有需要先修复的问题：
- %1</translation>
    </message>
    <message>
        <source>no model given: generic transformer parameter names</source>
        <translation>未给出模型：使用通用 Transformer 参数名</translation>
    </message>
    <message>
        <source>d_model %1, %2 layers, %3 heads, %4 parameters%5</source>
        <translation>d_model %1，%2 层，%3 个头，%4 参数%5</translation>
    </message>
    <message>
        <source>, %1 experts (top %2)</source>
        <translation>，%1 个专家（top %2）</translation>
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
        <translation>复制</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Framework:</source>
        <translation>框架：</translation>
    </message>
    <message>
        <source>Reading the code templates…</source>
        <translation>正在读取代码模板…</translation>
    </message>
    <message>
        <source>Save mesh code</source>
        <translation>保存 Mesh 代码</translation>
    </message>
    <message>
        <source>Python (*.py)</source>
        <translation>Python (*.py)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s); save it next to train.py and call build_mesh() first.</source>
        <translation>
            <numerusform>%n 行；请保存在 train.py 旁边并先调用 build_mesh()。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::MeshDocument</name>
    <message>
        <source>Turn remat on</source>
        <translation>开启重计算 (remat)</translation>
    </message>
    <message>
        <source>Turn remat off</source>
        <translation>关闭重计算 (remat)</translation>
    </message>
    <message>
        <source>Global batch %1</source>
        <translation>全局 batch %1</translation>
    </message>
</context>
<context>
    <name>twb::MeshPanel</name>
    <message>
        <source>Colour devices by axis:</source>
        <translation>按轴为设备着色：</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Tensors</source>
        <translation>张量</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Take the slice from a registered machine, or choose any from the catalog</source>
        <translation>从已注册的机器获取切片，或从目录中任选</translation>
    </message>
    <message>
        <source>Slices joined over the data-centre network (multislice)</source>
        <translation>通过数据中心网络连接的切片 (multislice)</translation>
    </message>
    <message>
        <source>Open experiment…</source>
        <translation>打开实验…</translation>
    </message>
    <message>
        <source>Save to experiment</source>
        <translation>保存到实验</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>撤销 %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>重做 %1</translation>
    </message>
    <message>
        <source>Slice from:</source>
        <translation>切片来源：</translation>
    </message>
    <message>
        <source>x</source>
        <extracomment>multiplication sign between the accelerator type and the slice count (v5e-8 x 2 slices)</extracomment>
        <translation>x</translation>
    </message>
    <message>
        <source>Strategy:</source>
        <translation>策略：</translation>
    </message>
    <message>
        <source>Open experiment</source>
        <translation>打开实验</translation>
    </message>
    <message>
        <source>Experiment (experiment.json *.json)</source>
        <translation>实验 (experiment.json *.json)</translation>
    </message>
    <message>
        <source>Mesh axes, outermost first:</source>
        <translation>Mesh 轴，由外到内：</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>问题：</translation>
    </message>
    <message>
        <source>Rematerialise activations (train.remat)</source>
        <translation>重计算激活值 (train.remat)</translation>
    </message>
    <message>
        <source>Global batch:</source>
        <translation>全局 batch：</translation>
    </message>
    <message>
        <source>(registry unreadable)</source>
        <translation>（注册表无法读取）</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Open an experiment first: the mesh is saved into its experiment.json.</source>
        <translation>请先打开一个实验：mesh 会保存到其 experiment.json 中。</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <source>Error: </source>
        <translation>错误：</translation>
    </message>
    <message>
        <source>Warning: </source>
        <translation>警告：</translation>
    </message>
    <message>
        <source>No problems: the mesh is valid.</source>
        <translation>没有问题：mesh 有效。</translation>
    </message>
    <message>
        <source>Open an experiment (experiment.json with a model) to check whether it fits in HBM.</source>
        <translation>打开一个实验（含模型的 experiment.json）以检查它能否放入 HBM。</translation>
    </message>
    <message>
        <source>Fix the problems on the left to see the HBM estimate.</source>
        <translation>修复左侧的问题以查看 HBM 估算。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Verdict:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;结论：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Biggest:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;最大：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Per device:&lt;/b&gt; batch %1, %2 parameters in the model</source>
        <translation>&lt;b&gt;每设备：&lt;/b&gt;batch %1，模型中 %2 个参数</translation>
    </message>
    <message>
        <source>&lt;b&gt;To fit:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;要放下：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>; %1, %2 in all</source>
        <comment>the slices, the devices</comment>
        <translation>；%1，共 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n slice(s)</source>
        <translation>
            <numerusform>%n 个切片</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n 个设备</numerusform>
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
        <translation>--axes 中的轴 &quot;%1&quot;（第 %2 个字符）：%3。请写成 NAME=SIZE 或 NAME=SIZE:dcn，用逗号分隔，例如 data=2,model=4。</translation>
    </message>
    <message>
        <source>no NAME=SIZE</source>
        <translation>缺少 NAME=SIZE</translation>
    </message>
    <message>
        <source>the kind after &apos;:&apos; must be ici or dcn, not &quot;%1&quot;</source>
        <translation>&apos;:&apos; 之后的类型必须是 ici 或 dcn，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the size &quot;%1&quot; is not a whole number</source>
        <translation>大小 &quot;%1&quot; 不是整数</translation>
    </message>
    <message>
        <source>--axes is empty: give at least one axis, for example data=8.</source>
        <translation>--axes 为空：请至少给出一个轴，例如 data=8。</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>%1 must be an object with accelerator_type, strategy and mesh, not %2.</source>
        <translation>%1 必须是包含 accelerator_type、strategy 和 mesh 的对象，而不是 %2。</translation>
    </message>
    <message>
        <source>give the accelerator type as a string, for example &quot;v5litepod-8&quot;</source>
        <translation>请以字符串给出加速器类型，例如 &quot;v5litepod-8&quot;</translation>
    </message>
    <message>
        <source>must be a string such as &quot;fsdpv2&quot;; known: %1</source>
        <translation>必须是类似 &quot;fsdpv2&quot; 的字符串；已知：%1</translation>
    </message>
    <message>
        <source>must be an object {&quot;axes&quot;: [...]}, not %1</source>
        <translation>必须是对象 {&quot;axes&quot;: [...]}，而不是 %1</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to 4096</source>
        <translation>必须是 1 到 4096 之间的整数</translation>
    </message>
    <message>
        <source>must be a list of {&quot;name&quot;, &quot;size&quot;, &quot;kind&quot;} objects</source>
        <translation>必须是 {&quot;name&quot;, &quot;size&quot;, &quot;kind&quot;} 对象的列表</translation>
    </message>
    <message>
        <source>must be an object {&quot;name&quot;, &quot;size&quot;, &quot;kind&quot;}</source>
        <translation>必须是对象 {&quot;name&quot;, &quot;size&quot;, &quot;kind&quot;}</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>必须是字符串</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>必须是整数</translation>
    </message>
    <message>
        <source>must be &quot;ici&quot; or &quot;dcn&quot;</source>
        <translation>必须是 &quot;ici&quot; 或 &quot;dcn&quot;</translation>
    </message>
</context>
<context>
    <name>twb::MeshStrategy</name>
    <message>
        <source>Data parallel (1-D data)</source>
        <translation>数据并行（1-D data）</translation>
    </message>
    <message>
        <source>FSDPv2 (fsdp)</source>
        <translation>FSDPv2 (fsdp)</translation>
    </message>
    <message>
        <source>Data x model (2-D)</source>
        <translation>数据 x 模型 (2-D)</translation>
    </message>
    <message>
        <source>FSDP x tensor</source>
        <translation>FSDP x 张量</translation>
    </message>
    <message>
        <source>Expert x data (MoE)</source>
        <translation>专家 x 数据 (MoE)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
</context>
<context>
    <name>twb::MeshValidator</name>
    <message>
        <source>no axes</source>
        <translation>没有轴</translation>
    </message>
    <message>
        <source> (for example %1=%2)</source>
        <translation> （例如 %1=%2）</translation>
    </message>
    <message>
        <source> (for example add data=%1)</source>
        <translation> （例如添加 data=%1）</translation>
    </message>
    <message>
        <source>The ICI axes multiply to %1 (%2), but one %3 slice has %4 devices; change the sizes so that they multiply to %4%5.</source>
        <translation>ICI 轴相乘为 %1 (%2)，但一个 %3 切片有 %4 个设备；请修改大小使其乘积为 %4%5。</translation>
    </message>
    <message>
        <source>The slice count is %1; it must be at least 1.</source>
        <translation>切片数为 %1；必须至少为 1。</translation>
    </message>
    <message>
        <source>The mesh spans %1 slices but has no DCN axis; add one such as dcn_data=%1 of kind dcn.</source>
        <translation>mesh 跨越 %1 个切片，但没有 DCN 轴；请添加一个类型为 dcn 的轴，例如 dcn_data=%1。</translation>
    </message>
    <message>
        <source>FSDPv2 needs an axis named fsdp (it shards parameters over that axis); rename the axis that should shard them to fsdp, or use the %1 preset.</source>
        <translation>FSDPv2 需要名为 fsdp 的轴（在该轴上对参数分片）；请将用于分片的轴重命名为 fsdp，或使用 %1 预设。</translation>
    </message>
    <message>
        <source>fsdp x tensor usually has an axis named tensor; without it nothing is tensor-parallel.</source>
        <translation>fsdp x tensor 通常有名为 tensor 的轴；没有它就没有张量并行。</translation>
    </message>
    <message>
        <source>data x model usually has an axis named model; without it nothing is model-parallel.</source>
        <translation>data x model 通常有名为 model 的轴；没有它就没有模型并行。</translation>
    </message>
    <message>
        <source>Expert parallelism needs an axis named expert that the experts are split over; add one (for example expert=%1) or rename an axis.</source>
        <translation>专家并行需要一个名为 expert 的轴来切分专家；请添加一个（例如 expert=%1）或重命名某个轴。</translation>
    </message>
    <message>
        <source>Expert parallelism needs a mixture-of-experts model, but the model has no moe.n_experts; choose another strategy or make the model a MoE.</source>
        <translation>专家并行需要混合专家模型，但模型没有 moe.n_experts；请选择其他策略或将模型改为 MoE。</translation>
    </message>
    <message>
        <source>The expert axis (size %1) does not divide the %2 experts; use a size that divides %2 (%3).</source>
        <translation>expert 轴（大小 %1）无法整除 %2 个专家；请使用能整除 %2 的大小 (%3)。</translation>
    </message>
    <message>
        <source>torch_xla&apos;s splash attention reads both a data and an fsdp axis; add the missing one with size 1 (for example data=1).</source>
        <translation>torch_xla 的 splash attention 同时读取 data 和 fsdp 轴；请以大小 1 添加缺少的轴（例如 data=1）。</translation>
    </message>
    <message>
        <source>The mesh has no axes; add one, for example data=%1.</source>
        <translation>Mesh 没有轴；请添加一个，例如 data=%1。</translation>
    </message>
    <message>
        <source>Axis %1: &quot;%2&quot; is not a valid name; use letters, digits and &apos;_&apos;, starting with a letter (for example data or fsdp).</source>
        <translation>轴 %1：&quot;%2&quot; 不是有效名称；请使用字母、数字和 &apos;_&apos;，并以字母开头（例如 data 或 fsdp）。</translation>
    </message>
    <message>
        <source>The axis name &quot;%1&quot; is used twice (axes %2 and %3); rename one.</source>
        <translation>轴名 &quot;%1&quot; 被使用了两次（轴 %2 和 %3）；请重命名其中一个。</translation>
    </message>
    <message>
        <source>Axis %1 has size %2; sizes must be at least 1.</source>
        <translation>轴 %1 的大小为 %2；大小必须至少为 1。</translation>
    </message>
    <message>
        <source>%1 figures and naming are uncertain in the catalog; check the device count on the machine.</source>
        <translation>目录中 %1 的数据和名称不确定；请在机器上检查设备数。</translation>
    </message>
    <message numerus="yes">
        <source>The DCN axes multiply to %1 (%2), but the mesh spans %n slice(s); make them multiply to %n, or change the slice count to %1.</source>
        <translation>
            <numerusform>DCN 轴相乘为 %1 (%2)，但 mesh 跨越 %n 个切片；请使其乘积为 %n，或将切片数改为 %1。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::MessageBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>twb::MetricChoice</name>
    <message>
        <source>lower is better</source>
        <translation>越低越好</translation>
    </message>
    <message>
        <source>higher is better</source>
        <translation>越高越好</translation>
    </message>
    <message>
        <source>at the end</source>
        <translation>在结尾</translation>
    </message>
    <message>
        <source>best</source>
        <extracomment>which value of a metric: the best one over the run</extracomment>
        <translation>最佳</translation>
    </message>
    <message>
        <source>at step</source>
        <translation>在步骤</translation>
    </message>
</context>
<context>
    <name>twb::MetricImport</name>
    <message>
        <source>&quot;%1&quot; cannot name a run: use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>&quot;%1&quot; 不能作为运行名：请使用字母、数字、&apos;.&apos;、&apos;_&apos; 和 &apos;-&apos;。</translation>
    </message>
    <message>
        <source>A run named %1 exists already (%2); choose another name.</source>
        <translation>名为 %1 的运行已存在 (%2)；请另选名称。</translation>
    </message>
    <message>
        <source>%1 holds no TensorBoard event files (events.out.tfevents.*), in it or in its sub-directories; give a log directory or a metrics file.</source>
        <translation>%1 及其子目录中都没有 TensorBoard 事件文件 (events.out.tfevents.*)；请给出日志目录或指标文件。</translation>
    </message>
    <message>
        <source>%1 (the runs before it were imported: %2)</source>
        <translation>%1（之前的运行已导入：%2）</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>无法读取 %1：%2。</translation>
    </message>
    <message>
        <source>%1 holds no metrics that a %2 reader understands (%3 malformed lines); check that it is JSONL, a MaxText log, CSV with a header or a TensorBoard event file.</source>
        <translation>%1 不包含 %2 读取器能理解的指标（%3 行格式错误）；请检查它是否为 JSONL、MaxText 日志、带表头的 CSV 或 TensorBoard 事件文件。</translation>
    </message>
    <message>
        <source>Cannot create %1; check the workspace&apos;s permissions.</source>
        <translation>无法创建 %1；请检查工作区的权限。</translation>
    </message>
    <message>
        <source>Imported from %1 (%2, %3 lines, %4 malformed).</source>
        <translation>从 %1 导入（%2，%3 行，%4 行格式错误）。</translation>
    </message>
</context>
<context>
    <name>twb::MetricIngestor</name>
    <message>
        <source>a line longer than %1 bytes</source>
        <translation>一行超过 %1 字节</translation>
    </message>
    <message>
        <source>%1: malformed line at byte %2 skipped (%3); the stream goes on (%4 malformed so far).</source>
        <translation>%1：跳过第 %2 字节处的格式错误行 (%3)；数据流继续（目前共 %4 行错误）。</translation>
    </message>
</context>
<context>
    <name>twb::ModelConfig</name>
    <message>
        <source>is missing; give a positive whole number</source>
        <translation>缺失；请给出正整数</translation>
    </message>
    <message>
        <source>must be a positive whole number, not %1</source>
        <translation>必须是正整数，而不是 %1</translation>
    </message>
    <message>
        <source>must be a positive number, not %1</source>
        <translation>必须是正数，而不是 %1</translation>
    </message>
    <message>
        <source>must be true or false, not %1</source>
        <translation>必须是 true 或 false，而不是 %1</translation>
    </message>
    <message>
        <source>must be a string, not %1</source>
        <translation>必须是字符串，而不是 %1</translation>
    </message>
    <message>
        <source>must be &quot;float32&quot; or &quot;bfloat16&quot;, not &quot;%1&quot;</source>
        <translation>必须是 &quot;float32&quot; 或 &quot;bfloat16&quot;，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1: field %2 %3.</source>
        <translation>%1：字段 %2 %3。</translation>
    </message>
    <message>
        <source>%1 must hold a JSON object (an experiment.json or a &quot;model&quot; object), not %2.</source>
        <translation>%1 必须包含 JSON 对象（experiment.json 或 &quot;model&quot; 对象），而不是 %2。</translation>
    </message>
    <message>
        <source>%1: field %2d_model (%3) is not divisible by %2n_heads (%4); change one of them or give %2head_dim.</source>
        <translation>%1：字段 %2d_model (%3) 不能被 %2n_heads (%4) 整除；请修改其中之一或给出 %2head_dim。</translation>
    </message>
    <message>
        <source>(%1) must divide n_heads (%2)</source>
        <translation>(%1) 必须整除 n_heads (%2)</translation>
    </message>
    <message>
        <source>must be &quot;swiglu&quot; or &quot;mlp&quot;, not &quot;%1&quot;</source>
        <translation>必须是 &quot;swiglu&quot; 或 &quot;mlp&quot;，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>is missing: a model of kind &quot;moe&quot; needs {&quot;n_experts&quot;, &quot;top_k&quot;}</source>
        <translation>缺失：类型为 &quot;moe&quot; 的模型需要 {&quot;n_experts&quot;, &quot;top_k&quot;}</translation>
    </message>
    <message>
        <source>(%1) must not exceed n_experts (%2)</source>
        <translation>(%1) 不得超过 n_experts (%2)</translation>
    </message>
</context>
<context>
    <name>twb::MonitorPanel</name>
    <message>
        <source>Checking %1…</source>
        <translation>正在检查 %1…</translation>
    </message>
    <message>
        <source>Checks</source>
        <extracomment>tab of the Monitor&apos;s run details: the run&apos;s self-verification checklist</extracomment>
        <translation>检查</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>警报</translation>
    </message>
    <message>
        <source>Alerts (%1)</source>
        <translation>警报（%1）</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 失败：%2</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>详情…</translation>
    </message>
    <message>
        <source>Error details</source>
        <translation>错误详情</translation>
    </message>
    <message>
        <source>Host %1 of %2 cannot be followed: %3</source>
        <translation>无法跟踪 %2 的主机 %1：%3</translation>
    </message>
</context>
<context>
    <name>twb::MonitorPanes</name>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <source>Step time (ms)</source>
        <translation>步时间 (ms)</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/秒</translation>
    </message>
    <message>
        <source>MFU %</source>
        <translation>MFU %</translation>
    </message>
    <message>
        <source>TFLOP/s per device</source>
        <translation>每设备 TFLOP/s</translation>
    </message>
    <message>
        <source>HBM (GiB)</source>
        <translation>HBM (GiB)</translation>
    </message>
    <message>
        <source>% of HBM</source>
        <translation>HBM 占比 %</translation>
    </message>
    <message>
        <source>Compilations</source>
        <translation>编译次数</translation>
    </message>
</context>
<context>
    <name>twb::MonitorPlotsView</name>
    <message>
        <source>Curves</source>
        <translation>曲线</translation>
    </message>
    <message>
        <source>&amp;Smoothing</source>
        <translation>平滑(&amp;S)</translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation>平滑</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>墙钟时间</translation>
    </message>
    <message>
        <source>Relative time</source>
        <translation>相对时间</translation>
    </message>
    <message>
        <source>Log y</source>
        <translation>对数 y</translation>
    </message>
    <message>
        <source>Per host</source>
        <translation>按主机</translation>
    </message>
    <message>
        <source>Mean, min–max band</source>
        <translation>均值、最小–最大带</translation>
    </message>
    <message>
        <source>Mean ± std</source>
        <translation>均值 ± 标准差</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Export the plots</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF (*.pdf);;CSV of the points in view (*.csv)</source>
        <translation>PNG 图像 (*.png);;SVG 图像 (*.svg);;PDF (*.pdf);;可见点的 CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1 · host %2</source>
        <translation>%1 · 主机 %2</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>主机 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, mean of %n host(s)</source>
        <translation>
            <numerusform>%1，%n 台主机的均值</numerusform>
        </translation>
    </message>
    <message>
        <source>recompiled at step %1%2</source>
        <translation>在第 %1 步重新编译%2</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Exporting %1…</source>
        <translation>正在导出 %1…</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>已导出 %1。</translation>
    </message>
</context>
<context>
    <name>twb::MonitorRunList</name>
    <message>
        <source>Launch…</source>
        <translation>启动…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <source>Attach…</source>
        <translation>附加…</translation>
    </message>
    <message>
        <source>Attach to a running job the workbench did not launch (`tpuwb run attach`)</source>
        <translation>附加到一个并非由工作台启动的正在运行的作业（`tpuwb run attach`）</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Start again from the newest checkpoint</source>
        <translation>从最新的 checkpoint 重新开始</translation>
    </message>
    <message>
        <source>Relaunch</source>
        <translation>重新启动</translation>
    </message>
    <message>
        <source>Start again from step 0</source>
        <translation>从第 0 步重新开始</translation>
    </message>
    <message>
        <source>Detach</source>
        <translation>分离</translation>
    </message>
    <message>
        <source>Stop following this attached job; the job itself goes on untouched</source>
        <translation>停止跟踪这个附加的作业；作业本身不受影响，继续运行</translation>
    </message>
    <message>
        <source>Launch a run</source>
        <translation>启动运行</translation>
    </message>
    <message>
        <source>Import a run</source>
        <translation>导入运行</translation>
    </message>
    <message>
        <source>Filter the runs</source>
        <translation>过滤运行</translation>
    </message>
    <message>
        <source>%1: done.</source>
        <translation>%1：完成。</translation>
    </message>
    <message>
        <source>Launching on %1</source>
        <translation>正在 %1 上启动</translation>
    </message>
    <message>
        <source>Stopping %1</source>
        <translation>正在停止 %1</translation>
    </message>
    <message>
        <source>Relaunching %1</source>
        <translation>正在重新启动 %1</translation>
    </message>
    <message>
        <source>Resuming %1</source>
        <translation>正在恢复 %1</translation>
    </message>
    <message>
        <source>Detaching from %1</source>
        <translation>正在从 %1 分离</translation>
    </message>
    <message>
        <source>Import metrics</source>
        <translation>导入指标</translation>
    </message>
    <message>
        <source>Metrics (*.jsonl *.json *.csv *.log *.txt events.out.tfevents.*);;All files (*)</source>
        <translation>指标 (*.jsonl *.json *.csv *.log *.txt events.out.tfevents.*);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Name of the imported run:</source>
        <translation>导入运行的名称：</translation>
    </message>
    <message>
        <source>Importing %1</source>
        <translation>正在导入 %1</translation>
    </message>
    <message>
        <source>Attaching to %1 on %2</source>
        <translation>正在附加到 %2 上的 %1</translation>
    </message>
    <message>
        <source>Tags &amp;&amp; notes</source>
        <extracomment>tab of the Monitor&apos;s run details: the run&apos;s tags and notes</extracomment>
        <translation>标签和备注</translation>
    </message>
</context>
<context>
    <name>twb::MoveAxisCommand</name>
    <message>
        <source>Move axis %1</source>
        <translation>移动轴 %1</translation>
    </message>
</context>
<context>
    <name>twb::MultisliceFit</name>
    <message numerus="yes">
        <source>%1: tpu.mesh.axes has no DCN axis, so the mesh cannot span the %n slice(s) of this run. Add a DCN axis of size %n (for example dcn_data, kind &quot;dcn&quot;) in the Mesh panel or with `tpuwb mesh`.</source>
        <translation>
            <numerusform>%1：tpu.mesh.axes 没有 DCN 轴，因此网格无法跨越此运行的 %n 个切片。请在网格面板中或用 `tpuwb mesh` 添加一个大小为 %n 的 DCN 轴（例如 dcn_data，kind &quot;dcn&quot;）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the DCN axes of tpu.mesh.axes (%2) multiply to %3, but the run has %n slice(s) (%4). Make the DCN axes multiply to %n, or launch over %3 machines.</source>
        <translation>
            <numerusform>%1：tpu.mesh.axes 的 DCN 轴（%2）相乘为 %3，但此运行有 %n 个切片（%4）。请让 DCN 轴相乘为 %n，或在 %3 台机器上启动。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: tpu.mesh.slices is %2, but the run has %n slice(s); set it to %n.</source>
        <translation>
            <numerusform>%1：tpu.mesh.slices 为 %2，但此运行有 %n 个切片；请将其设为 %n。</numerusform>
        </translation>
    </message>
    <message>
        <source>A multislice run needs two or more machines, one per slice; %1 given. Name each with --machine (tpuwb run launch DIR --machine A --machine B).</source>
        <translation>多切片运行需要两台或更多机器，每个切片一台；只给出了 %1。请用 --machine 分别指定（tpuwb run launch DIR --machine A --machine B）。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 is named twice: each slice of a multislice run is its own machine. Name each machine once.</source>
        <translation>%1 被指定了两次：多切片运行的每个切片都是独立的机器。每台机器只指定一次。</translation>
    </message>
    <message>
        <source>%1 has no known accelerator type, so it cannot be checked against the other slices; set it in the Machines panel or probe the machine.</source>
        <translation>%1 没有已知的加速器类型，因此无法与其他切片核对；请在机器面板中设置，或探测该机器。</translation>
    </message>
    <message>
        <source>%1 is a %2 but %3 is a %4: the slices of a multislice run are all of one accelerator type. Pick machines of one type.</source>
        <translation>%1 是 %2，但 %3 是 %4：多切片运行的所有切片必须是同一加速器类型。请选择同一类型的机器。</translation>
    </message>
    <message>
        <source>%1 is this computer, not a TPU VM: a multislice run spans remote machines.</source>
        <translation>%1 是本机，不是 TPU 虚拟机：多切片运行跨越远程机器。</translation>
    </message>
    <message>
        <source>%1 runs %2 but %3 runs %4: a multislice run starts one interpreter on every host. Set the same python on both machines.</source>
        <translation>%1 运行 %2，但 %3 运行 %4：多切片运行在每台主机上启动同一个解释器。请在两台机器上设置相同的 python。</translation>
    </message>
    <message>
        <source>%1 keeps its runs under %2 but %3 under %4: a multislice run has one folder path on every host. Set the same remote root on both machines.</source>
        <translation>%1 将运行保存在 %2 下，而 %3 保存在 %4 下：多切片运行在每台主机上使用同一个文件夹路径。请在两台机器上设置相同的远程根目录。</translation>
    </message>
    <message>
        <source>XLA on CPU (--device xla-cpu) runs torch_xla&apos;s CPU runtime on one host only; a multislice run over %1 cannot use it. Launch it on one single-host machine, or use --device cpu or tpu for the multislice run.</source>
        <translation>CPU 上的 XLA（--device xla-cpu）只在单台主机上运行 torch_xla 的 CPU 运行时；跨 %1 的多切片运行不能使用它。请在一台单主机的机器上启动，或为多切片运行使用 --device cpu 或 tpu。</translation>
    </message>
    <message>
        <source>%1; the slices of a multislice run are TPU machines of one accelerator type: choose those.</source>
        <translation>%1；多切片运行的各切片是同一加速器类型的 TPU 机器：请选择这样的机器。</translation>
    </message>
</context>
<context>
    <name>twb::NewExperimentWizard</name>
    <message>
        <source>New Experiment</source>
        <translation>新建实验</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>实验</translation>
    </message>
    <message>
        <source>What do you want to learn? The name becomes the folder and part of every run id.</source>
        <translation>您想了解什么？名称会成为文件夹名以及每个运行 ID 的一部分。</translation>
    </message>
    <message>
        <source>e.g. moe-top1-vs-top2</source>
        <translation>例如 moe-top1-vs-top2</translation>
    </message>
    <message>
        <source>e.g. Top-1 routing matches top-2 perplexity at 70% of the step time.</source>
        <translation>例如：top-1 路由以 70% 的步时达到 top-2 的困惑度。</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Hypothesis:</source>
        <translation>假设：</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>文件夹：</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Decoder (dense)</source>
        <translation>解码器（稠密）</translation>
    </message>
    <message>
        <source>Mixture of experts</source>
        <translation>混合专家 (MoE)</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>Experts:</source>
        <translation>专家数：</translation>
    </message>
    <message>
        <source>Top-k:</source>
        <translation>Top-k：</translation>
    </message>
    <message>
        <source>Capacity factor:</source>
        <translation>容量因子：</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>d_model:</source>
        <translation>d_model：</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>层数：</translation>
    </message>
    <message>
        <source>Heads:</source>
        <translation>注意力头：</translation>
    </message>
    <message>
        <source>d_ff:</source>
        <translation>d_ff:</translation>
    </message>
    <message>
        <source>Vocabulary:</source>
        <translation>词表：</translation>
    </message>
    <message>
        <source>Machine and parallelism</source>
        <translation>机器与并行</translation>
    </message>
    <message>
        <source>The slice it runs on, how the work is split over its devices, and the attention kernel.</source>
        <translation>运行所用的切片、工作如何在其设备上划分，以及注意力 kernel。</translation>
    </message>
    <message>
        <source>fsdpv2: SPMD, parameters sharded over fsdp</source>
        <translation>fsdpv2：SPMD，参数在 fsdp 上分片</translation>
    </message>
    <message>
        <source>spmd: SPMD with data / tensor / expert axes</source>
        <translation>spmd：带 data / tensor / expert 轴的 SPMD</translation>
    </message>
    <message>
        <source>ddp: one process per device</source>
        <translation>ddp：每设备一个进程</translation>
    </message>
    <message>
        <source>single: one device</source>
        <translation>single：单设备</translation>
    </message>
    <message>
        <source>Axes as name=size, comma separated; add :dcn for axes across slices.</source>
        <translation>轴写作 name=size，用逗号分隔；跨切片的轴加 :dcn。</translation>
    </message>
    <message>
        <source>Compile one layer and reuse it (scan_layers; dense model with sdpa)</source>
        <translation>编译一层并复用（scan_layers；使用 sdpa 的稠密模型）</translation>
    </message>
    <message>
        <source>Recompute each layer&apos;s activations in backward (train.remat; less memory, about a third more compute)</source>
        <translation>在反向传播中重计算每层的激活值（train.remat；内存更少，计算量约增加三分之一）</translation>
    </message>
    <message>
        <source>Accelerator:</source>
        <translation>加速器：</translation>
    </message>
    <message>
        <source>Strategy:</source>
        <translation>策略：</translation>
    </message>
    <message>
        <source>Mesh:</source>
        <translation>Mesh：</translation>
    </message>
    <message>
        <source>Attention kernel:</source>
        <translation>注意力 kernel：</translation>
    </message>
    <message>
        <source>Training and tracking</source>
        <translation>训练与跟踪</translation>
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
        <translation>记录到 Weights &amp;&amp; Biases</translation>
    </message>
    <message>
        <source>Optimizer:</source>
        <translation>优化器：</translation>
    </message>
    <message>
        <source>Learning rate:</source>
        <translation>学习率：</translation>
    </message>
    <message>
        <source>Global batch:</source>
        <translation>全局 batch：</translation>
    </message>
    <message>
        <source>Sequence length:</source>
        <translation>序列长度：</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>步数：</translation>
    </message>
    <message>
        <source>Warm-up steps:</source>
        <translation>预热步数：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <source>wandb project:</source>
        <translation>wandb 项目：</translation>
    </message>
    <message>
        <source>%1 (machine %2)</source>
        <translation>%1（机器 %2）</translation>
    </message>
    <message>
        <source>automatic: %1</source>
        <translation>自动：%1</translation>
    </message>
    <message>
        <source>The preview is not ready.</source>
        <translation>预览尚未就绪。</translation>
    </message>
    <message>
        <source>Writing %1 ...</source>
        <translation>正在写入 %1 ...</translation>
    </message>
    <message>
        <source>Nothing was written: %1</source>
        <translation>未写入任何内容：%1</translation>
    </message>
    <message>
        <source>A pre-norm decoder (RMSNorm, rotary positions, SwiGLU), optionally with mixture-of-experts feed-forward layers, or a T5-like encoder-decoder (as many encoder as decoder layers; each window&apos;s first half is the source).</source>
        <translation>一个 pre-norm 解码器（RMSNorm、旋转位置编码、SwiGLU），可选混合专家前馈层；或一个类 T5 的编码器-解码器（编码器层数与解码器层数相同；每个窗口的前一半是源序列）。</translation>
    </message>
    <message>
        <source>Encoder-decoder</source>
        <translation>编码器-解码器</translation>
    </message>
    <message>
        <source>Evaluate through torch.compile(backend=&quot;openxla&quot;) (tpu.compile_eval)</source>
        <translation>通过 torch.compile(backend=&quot;openxla&quot;) 进行评估（tpu.compile_eval）</translation>
    </message>
    <message>
        <source>Debug in torch_xla&apos;s eager mode (tpu.eager_debug; slow, for finding errors)</source>
        <translation>在 torch_xla 的 eager 模式下调试（tpu.eager_debug；较慢，用于查找错误）</translation>
    </message>
    <message>
        <source>Metrics always stream to metrics/host-N.jsonl (N: the host&apos;s index); wandb is optional (global master only).</source>
        <translation>指标始终写入 metrics/host-N.jsonl（N：主机序号）；wandb 可选（仅全局主进程）。</translation>
    </message>
</context>
<context>
    <name>twb::NewStudyDialog</name>
    <message>
        <source>Base settings: &quot;%1&quot; is not key=value (e.g. train.max_steps=500).</source>
        <translation>基础设置：“%1”不是 key=value 形式（例如 train.max_steps=500）。</translation>
    </message>
    <message>
        <source>New Study</source>
        <translation>新建研究</translation>
    </message>
    <message>
        <source>lr-warmup-study</source>
        <translation>lr-warmup-study</translation>
    </message>
    <message>
        <source>The research idea, in a sentence or two</source>
        <translation>研究想法，一两句话</translation>
    </message>
    <message>
        <source>What the study tests, e.g. a shorter warm-up reaches a lower eval loss</source>
        <translation>研究要检验什么，例如更短的 warm-up 能达到更低的 eval loss</translation>
    </message>
    <message>
        <source>Field</source>
        <extracomment>Column of the variables table: the experiment field a study varies.</extracomment>
        <translation>字段</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>Add Variable</source>
        <translation>添加变量</translation>
    </message>
    <message>
        <source>Remove Variable</source>
        <translation>删除变量</translation>
    </message>
    <message>
        <source>train.max_steps=5000 model.d_model=1024 (optional)</source>
        <translation>train.max_steps=5000 model.d_model=1024（可选）</translation>
    </message>
    <message>
        <source>This computer (CPU smoke run, scaled)</source>
        <translation>本机（CPU 冒烟运行，已缩放）</translation>
    </message>
    <message>
        <source>Measure the step time with a short run</source>
        <translation>用一次短运行测量步时</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> 步</translation>
    </message>
    <message>
        <source>Create Study</source>
        <translation>创建研究</translation>
    </message>
    <message>
        <source>Stop Measuring</source>
        <translation>停止测量</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Idea:</source>
        <translation>想法：</translation>
    </message>
    <message>
        <source>Hypothesis:</source>
        <translation>假设：</translation>
    </message>
    <message>
        <source>Vary:</source>
        <translation>变化：</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>指标：</translation>
    </message>
    <message>
        <source>Seeds per cell:</source>
        <translation>每个单元的种子数：</translation>
    </message>
    <message>
        <source>Slice:</source>
        <translation>切片：</translation>
    </message>
    <message>
        <source>Base settings:</source>
        <translation>基础设置：</translation>
    </message>
    <message>
        <source>Measure on:</source>
        <translation>测量于：</translation>
    </message>
    <message>
        <source>Stopping the measuring run...</source>
        <translation>正在停止测量运行...</translation>
    </message>
    <message>
        <source>Name the study to see its plan.</source>
        <translation>为研究命名以查看其计划。</translation>
    </message>
    <message>
        <source>measured when the study is created</source>
        <translation>在创建研究时测量</translation>
    </message>
    <message>
        <source>Creates %1, its ablation and plan.md.</source>
        <translation>将创建 %1、它的消融和 plan.md。</translation>
    </message>
    <message>
        <source>%1 (local: CPU run, scaled)</source>
        <translation>%1（本地：CPU 运行，已缩放）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>the study was created without a measuring run</source>
        <translation>研究创建时没有进行测量运行</translation>
    </message>
    <message>
        <source>Writing the experiment and the ablation...</source>
        <translation>正在写入实验和消融...</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>已写入 %1。</translation>
    </message>
    <message>
        <source>Write the idea and its hypothesis to create the study.</source>
        <translation>写下想法及其假设后才能创建研究。</translation>
    </message>
</context>
<context>
    <name>twb::OptimizeModuleAction</name>
    <message>
        <source>Optimize with MaxKernel…</source>
        <translation>用 MaxKernel 优化…</translation>
    </message>
    <message>
        <source>Write a MaxKernel job for this module of the model (its source, the experiment&apos;s per-device shapes, tolerances, torchax) and open it in the Kernels panel</source>
        <translation>为模型的此模块编写 MaxKernel 作业（其源代码、实验的每设备形状、容差、torchax），并在 Kernel 面板中打开</translation>
    </message>
</context>
<context>
    <name>twb::OrchestratorRunner</name>
    <message>
        <source>Baseline approved; Continue to optimize.</source>
        <translation>基线已批准；点击“继续”进行优化。</translation>
    </message>
</context>
<context>
    <name>twb::PartitionPlan</name>
    <message>
        <source>%1 has %2 dimensions %3, but its spec %4 has %5 entries; give one entry per dimension.</source>
        <translation>%1 有 %2 个维度 %3，但其 spec %4 有 %5 个条目；请每个维度给一个条目。</translation>
    </message>
    <message>
        <source>%1, dimension %2: the mesh has no axis &quot;%3&quot; (it has %4); pick one of those or replicate (None).</source>
        <translation>%1，维度 %2：mesh 没有轴 &quot;%3&quot;（它有 %4）；请从中选择一个或复制 (None)。</translation>
    </message>
    <message>
        <source>%1 uses the axis &quot;%2&quot; twice; an axis can split only one dimension of a tensor.</source>
        <translation>%1 两次使用了轴 &quot;%2&quot;；一个轴只能切分张量的一个维度。</translation>
    </message>
    <message>
        <source>%1, dimension %2 (%3 = %4) does not divide by %5 = %6; choose axes whose sizes multiply to a divisor of %4, or replicate it.</source>
        <translation>%1，维度 %2（%3 = %4）不能被 %5 = %6 整除；请选择乘积为 %4 约数的轴，或进行复制。</translation>
    </message>
    <message>
        <source>The specs name a tensor &quot;%1&quot; that the model does not have; remove it or check the spelling.</source>
        <translation>spec 中引用了模型没有的张量 &quot;%1&quot;；请删除或检查拼写。</translation>
    </message>
    <message>
        <source>%1 must be an object {&quot;input&quot;: [...], &quot;tensors&quot;: {NAME: [...]}}.</source>
        <translation>%1 必须是对象 {&quot;input&quot;: [...], &quot;tensors&quot;: {NAME: [...]}}。</translation>
    </message>
    <message>
        <source>%1 must map tensor names to specs, for example {&quot;layers.wq&quot;: [&quot;tensor&quot;, &quot;fsdp&quot;]}.</source>
        <translation>%1 必须将张量名映射到 spec，例如 {&quot;layers.wq&quot;: [&quot;tensor&quot;, &quot;fsdp&quot;]}。</translation>
    </message>
    <message>
        <source>%1: unknown key; partition specs have &quot;input&quot; and &quot;tensors&quot;.</source>
        <translation>%1：未知键；partition spec 包含 &quot;input&quot; 和 &quot;tensors&quot;。</translation>
    </message>
</context>
<context>
    <name>twb::PartitionSpec</name>
    <message>
        <source>%1 must be a list with one entry per tensor dimension: an axis name, a list of axis names, or null (replicated), for example [&quot;fsdp&quot;, null].</source>
        <translation>%1 必须是每个张量维度一个条目的列表：轴名、轴名列表或 null（复制），例如 [&quot;fsdp&quot;, null]。</translation>
    </message>
</context>
<context>
    <name>twb::PipelineDiagram</name>
    <message>
        <source>setup</source>
        <translation>准备</translation>
    </message>
    <message>
        <source>iter %1</source>
        <translation>迭代 %1</translation>
    </message>
</context>
<context>
    <name>twb::PlotImageWriter</name>
    <message>
        <source>%1: unknown image type; use .png, .svg or .pdf.</source>
        <translation>%1：未知图像类型；请使用 .png、.svg 或 .pdf。</translation>
    </message>
    <message>
        <source>Could not render the plot as %1 for %2.</source>
        <translation>无法将图表渲染为 %2 的 %1。</translation>
    </message>
    <message>
        <source>exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>%1 · exported %2</source>
        <translation>%1 · 导出于 %2</translation>
    </message>
</context>
<context>
    <name>twb::PlotStack</name>
    <message>
        <source>There is nothing to export: no plot is shown.</source>
        <translation>没有可导出的内容：未显示图表。</translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>%1 随 %2 变化</translation>
    </message>
    <message>
        <source>%1 plot</source>
        <translation>%1 图</translation>
    </message>
</context>
<context>
    <name>twb::PortScriptDialog</name>
    <message>
        <source>Port a PyTorch script to PyTorch/XLA</source>
        <translation>将 PyTorch 脚本移植到 PyTorch/XLA</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>更改</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>之后</translation>
    </message>
    <message>
        <source>Write</source>
        <extracomment>Writes the ported script over the file (the original is kept as FILE.bak)</extracomment>
        <translation>写入</translation>
    </message>
    <message>
        <source>Porting %1 …</source>
        <translation>正在移植 %1 …</translation>
    </message>
    <message>
        <source>%1 was not ported.</source>
        <translation>%1 未被移植。</translation>
    </message>
    <message>
        <source>not rewritten</source>
        <extracomment>A change list row for code the port left as it was (the text says why, in English)</extracomment>
        <translation>未改写</translation>
    </message>
    <message>
        <source>It lints clean (torch_xla API linter and pyflakes).</source>
        <translation>检查无问题（torch_xla API 检查器和 pyflakes）。</translation>
    </message>
    <message>
        <source>It lints clean (torch_xla API linter; pyflakes is not installed).</source>
        <translation>检查无问题（torch_xla API 检查器；未安装 pyflakes）。</translation>
    </message>
    <message numerus="yes">
        <source>It does not lint clean: %n finding(s), shown below.</source>
        <translation>
            <numerusform>检查发现问题：%n 项，见下方。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n change(s). Nothing is written until you press Write; the original is then kept as %2.</source>
        <translation>
            <numerusform>%1：%n 处更改。按下“写入”之前不会写入任何内容；原文件随后保留为 %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1: [%2] %3</source>
        <translation>第 %1 行：[%2] %3</translation>
    </message>
    <message numerus="yes">
        <source>%n place(s) could not be ported safely; they are listed as &quot;not rewritten&quot;.</source>
        <translation>
            <numerusform>%n 处无法安全移植；它们在列表中标为“未改写”。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::PreemptionPolicy</name>
    <message>
        <source>It is resumed from its last checkpoint when %1 is READY again (automatic restart %2 of %3) while the workbench follows it (the Monitor, `tpuwb run watch %4`); or resume it then with `tpuwb run resume %4`.</source>
        <translation>当 %1 再次变为 READY 时，只要工作台在跟踪该运行（Monitor、`tpuwb run watch %4`），它会从最后一个检查点自动恢复（自动重启第 %2 次，共 %3 次）；也可以届时用 `tpuwb run resume %4` 手动恢复。</translation>
    </message>
    <message>
        <source>When %1 is READY again (`tpuwb registry refresh %1` asks gcloud), resume the run from its last checkpoint with `tpuwb run resume %2`.</source>
        <translation>当 %1 再次变为 READY 时（`tpuwb registry refresh %1` 会询问 gcloud），请用 `tpuwb run resume %2` 从最后一个检查点恢复该运行。</translation>
    </message>
    <message>
        <source>Run %1: TPU VM %2 was taken away under the run (gcloud said %3 at %4).</source>
        <translation>运行 %1：TPU VM %2 在运行期间被收回（gcloud 于 %4 报告 %3）。</translation>
    </message>
    <message>
        <source>TPU VM %1</source>
        <translation>TPU VM %1</translation>
    </message>
    <message>
        <source>every slice&apos;s TPU VM (%1)</source>
        <translation>每个切片的 TPU VM（%1）</translation>
    </message>
    <message>
        <source>Run %1 was preempted; %2 is READY again. No automatic restart is left (max_restarts %3): resume it from its last checkpoint with `tpuwb run resume %1`.</source>
        <translation>运行 %1 已被抢占；%2 已再次变为 READY。没有剩余的自动重启次数（max_restarts %3）：请用 `tpuwb run resume %1` 从最后一个检查点恢复。</translation>
    </message>
</context>
<context>
    <name>twb::PrepareDataDialog</name>
    <message>
        <source>Prepare data</source>
        <translation>准备数据</translation>
    </message>
    <message>
        <source>Trains a SentencePiece tokenizer on a text corpus (or uses one you give) and writes token shards an experiment trains on with data.source &quot;tokens&quot;. The corpus is UTF-8 .txt files (blank lines separate documents) or .jsonl files (one document per line), or folders of them, on this computer.</source>
        <translation>在文本语料库上训练 SentencePiece 分词器（或使用您给出的分词器），并写出 token 分片，供 data.source 为 “tokens” 的实验训练使用。语料库是这台计算机上的 UTF-8 .txt 文件（以空行分隔文档）或 .jsonl 文件（每行一个文档），或包含它们的文件夹。</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>添加文件…</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>添加文件夹…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>The experiment&apos;s model.vocab_size must be at least this</source>
        <translation>实验的 model.vocab_size 必须不小于此值</translation>
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
        <translation>留作评估的文档比例</translation>
    </message>
    <message>
        <source>Rebuild even when the folder is up to date</source>
        <translation>即使文件夹已是最新也重新生成</translation>
    </message>
    <message>
        <source>Without it, a folder prepared from the same inputs and settings is left as it is</source>
        <translation>不勾选时，由相同输入和设置准备的文件夹将保持不变</translation>
    </message>
    <message>
        <source>Corpus:</source>
        <translation>语料库：</translation>
    </message>
    <message>
        <source>Into folder:</source>
        <translation>输出文件夹：</translation>
    </message>
    <message>
        <source>Vocabulary:</source>
        <translation>词表：</translation>
    </message>
    <message>
        <source>Tokenizer model:</source>
        <translation>分词器模型：</translation>
    </message>
    <message>
        <source>Held out for evaluation:</source>
        <translation>留作评估：</translation>
    </message>
    <message>
        <source>What was prepared, and the experiment fields that train on it, appear here.</source>
        <translation>准备的结果以及用它训练所需的实验字段会显示在这里。</translation>
    </message>
    <message>
        <source>Prepare</source>
        <translation>准备</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <source>Preparing %1… (training the tokenizer and encoding take a while on a large corpus)</source>
        <translation>正在准备 %1…（语料库较大时，训练分词器和编码需要一段时间）</translation>
    </message>
    <message>
        <source>Not prepared: %1</source>
        <translation>未准备：%1</translation>
    </message>
    <message>
        <source>Already prepared with these inputs and settings.</source>
        <translation>已用这些输入和设置准备过。</translation>
    </message>
    <message>
        <source>Prepared.</source>
        <translation>准备完成。</translation>
    </message>
    <message>
        <source>Corpus files</source>
        <translation>语料库文件</translation>
    </message>
    <message>
        <source>Text or JSON Lines (*.txt *.jsonl);;All files (*)</source>
        <translation>文本或 JSON Lines (*.txt *.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Corpus folder</source>
        <translation>语料库文件夹</translation>
    </message>
    <message>
        <source>Folder for the shards</source>
        <translation>存放分片的文件夹</translation>
    </message>
</context>
<context>
    <name>twb::ProbeFinding</name>
    <message>
        <source>%1 was not probed yet</source>
        <translation>%1 尚未探测</translation>
    </message>
    <message numerus="yes">
        <source>no TPU found (CPU, %n core(s))</source>
        <translation>
            <numerusform>未找到 TPU（CPU，%n 个核心）</numerusform>
        </translation>
    </message>
    <message>
        <source>no TPU found (CPU)</source>
        <translation>未找到 TPU（CPU）</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>%1 was probed: %2</source>
        <translation>%1 已探测：%2</translation>
    </message>
    <message>
        <source>%1 was probed at %2: %3</source>
        <translation>%1 于 %2 探测：%3</translation>
    </message>
</context>
<context>
    <name>twb::ProfileCapture</name>
    <message>
        <source>%1 is not a profile capture (no &quot;hosts&quot; list).</source>
        <translation>%1 不是性能剖析采集（没有 &quot;hosts&quot; 列表）。</translation>
    </message>
    <message>
        <source>%1: a host entry has no &quot;host&quot; index.</source>
        <translation>%1：某个主机条目没有 &quot;host&quot; 索引。</translation>
    </message>
    <message>
        <source>%1: host %2</source>
        <translation>%1：主机 %2</translation>
    </message>
</context>
<context>
    <name>twb::ProfileRequester</name>
    <message>
        <source>train.py does not run there (it ended, or never started): only a running run can be profiled.</source>
        <translation>train.py 未在那里运行（已结束或从未启动）：只能对正在运行的运行进行性能剖析。</translation>
    </message>
    <message>
        <source>train.py ended before it had traced the steps; its log says why.</source>
        <translation>train.py 在跟踪步骤前结束；原因见其日志。</translation>
    </message>
    <message>
        <source>train.py did not trace the steps in time. A project scaffolded before profiles existed does not look for profiles/request.json: scaffold it again; else its steps are slower than the timeout allows (raise --timeout).</source>
        <translation>train.py 未能及时跟踪步骤。在性能剖析功能出现之前生成的项目不会查找 profiles/request.json：请重新生成；否则是其步骤比超时允许的更慢（请增大 --timeout）。</translation>
    </message>
    <message>
        <source>the host gave no answer about the profile</source>
        <translation>主机未就性能剖析作出响应</translation>
    </message>
    <message>
        <source>the profile script did not finish; check that the host answers.</source>
        <translation>性能剖析脚本未完成；请检查主机是否响应。</translation>
    </message>
    <message>
        <source>host %1&apos;s profile done marker</source>
        <translation>主机 %1 的性能剖析完成标记</translation>
    </message>
    <message>
        <source>its done marker is not a JSON object</source>
        <translation>其完成标记不是 JSON 对象</translation>
    </message>
    <message>
        <source>train.py could not trace: %1</source>
        <translation>train.py 无法跟踪：%1</translation>
    </message>
    <message>
        <source>train.py traced the steps but named no trace file</source>
        <translation>train.py 已跟踪步骤，但未给出 trace 文件</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>host %1 named the trace file &quot;%2&quot;, outside its profile folder.</source>
        <translation>主机 %1 给出的 trace 文件 &quot;%2&quot; 位于其性能剖析文件夹之外。</translation>
    </message>
    <message>
        <source>Could not create the folder of %1.</source>
        <translation>无法创建 %1 的文件夹。</translation>
    </message>
    <message>
        <source>the trace could not be copied: %1</source>
        <translation>无法复制 trace：%1</translation>
    </message>
    <message>
        <source>Could not create %1; check the workspace&apos;s permissions.</source>
        <translation>无法创建 %1；请检查工作区的权限。</translation>
    </message>
    <message>
        <source>No profile has been taken of this run yet (%1 has none); take one with `tpuwb run profile`.</source>
        <translation>此运行尚未进行性能剖析（%1 中没有）；请用 `tpuwb run profile` 采集。</translation>
    </message>
</context>
<context>
    <name>twb::ProfileSummary</name>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>data loading</source>
        <translation>数据加载</translation>
    </message>
    <message>
        <source>host overhead</source>
        <translation>主机开销</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>%1 is not a Chrome trace (no list of events, nor &quot;traceEvents&quot;).</source>
        <translation>%1 不是 Chrome trace（没有事件列表，也没有 &quot;traceEvents&quot;）。</translation>
    </message>
    <message>
        <source>%1 has no ProfilerStep#&lt;step&gt; spans: it was not written by the project&apos;s `tpuwb run profile` hook (scaffold the project again), or by a profiler whose steps were not marked.</source>
        <translation>%1 没有 ProfilerStep#&lt;step&gt; 区段：它不是由项目的 `tpuwb run profile` 钩子写入的（请重新生成项目），或由未标记步骤的性能剖析器写入。</translation>
    </message>
    <message>
        <source>%1: a profile summary has no &quot;steps&quot; list.</source>
        <translation>%1：性能剖析摘要没有 &quot;steps&quot; 列表。</translation>
    </message>
    <message>
        <source>trace fewer steps, or open it in Perfetto.</source>
        <translation>请跟踪更少的步骤，或在 Perfetto 中打开。</translation>
    </message>
    <message>
        <source>A CPU trace (no device activity in it): the CPU is the device, so its operators (aten::...) count as compute; host overhead is the Python and framework time around them.</source>
        <translation>CPU 跟踪（其中没有设备活动）：CPU 就是设备，因此其算子（aten::...）计为计算；主机开销是算子之外的 Python 和框架时间。</translation>
    </message>
</context>
<context>
    <name>twb::ProfileView</name>
    <message>
        <source>Open in TensorBoard</source>
        <translation>在 TensorBoard 中打开</translation>
    </message>
    <message>
        <source>Serve the chosen host&apos;s traces with TensorBoard (its profile plugin reads XPlane and PyTorch traces)</source>
        <translation>用 TensorBoard 提供所选主机的 trace（其 profile 插件可读取 XPlane 和 PyTorch trace）</translation>
    </message>
    <message>
        <source>Open in Perfetto</source>
        <translation>在 Perfetto 中打开</translation>
    </message>
    <message>
        <source>Serve the chosen host&apos;s Chrome trace with Perfetto&apos;s trace_processor; the Perfetto UI (ui.perfetto.dev) finds it</source>
        <translation>用 Perfetto 的 trace_processor 提供所选主机的 Chrome trace；Perfetto UI (ui.perfetto.dev) 会找到它</translation>
    </message>
    <message>
        <source>Top operators by self time on</source>
        <translation>按自身时间排序的主要算子，位于</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>调用</translation>
    </message>
    <message>
        <source>Self ms/step</source>
        <translation>自身 ms/步</translation>
    </message>
    <message>
        <source>Total ms/step</source>
        <translation>总 ms/步</translation>
    </message>
    <message>
        <source>Self % of step</source>
        <translation>自身占步骤 %</translation>
    </message>
    <message>
        <source>No profile taken yet.</source>
        <translation>尚未进行性能剖析。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: %n step(s) traced on each host (%2).</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;：每台主机跟踪了 %n 步 (%2)。</numerusform>
        </translation>
    </message>
    <message>
        <source>host %1: %2</source>
        <translation>主机 %1：%2</translation>
    </message>
    <message>
        <source>host %1: %2 ms per step in the trace, %3 ms measured by train.py; compute %4 %, idle %5 %.</source>
        <translation>主机 %1：trace 中每步 %2 ms，train.py 测得 %3 ms；计算 %4 %，空闲 %5 %。</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>主机 %1</translation>
    </message>
    <message>
        <source>measured by train.py</source>
        <translation>由 train.py 测量</translation>
    </message>
    <message>
        <source>mean traced step (ms)</source>
        <translation>平均跟踪步时 (ms)</translation>
    </message>
    <message>
        <source> step %1</source>
        <translation> 第 %1 步</translation>
    </message>
    <message>
        <source>one step per host (its median step), ms</source>
        <translation>每台主机一步（其中位步），ms</translation>
    </message>
    <message>
        <source>TensorBoard serves %1 (its address is in its output, http://localhost:6006 by default).</source>
        <translation>TensorBoard 正在提供 %1（地址见其输出，默认为 http://localhost:6006）。</translation>
    </message>
    <message>
        <source>%1 could not be started.</source>
        <translation>无法启动 %1。</translation>
    </message>
    <message>
        <source>%1 serves %2; open ui.perfetto.dev, which connects to it.</source>
        <translation>%1 提供 %2；打开 ui.perfetto.dev，它会连接过去。</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>What the XLA operation is, from its HLO instruction&apos;s name: a fusion (XLA&apos;s fused elementwise and reduction kernels), a dot (matrix multiply), a convolution, a collective (all-reduce, all-gather, ...), a copy (layout changes, transfers) or other</source>
        <translation>XLA 操作的类型，依据其 HLO 指令名称：融合（XLA 融合的逐元素和归约内核）、dot（矩阵乘法）、卷积、集合通信（all-reduce、all-gather 等）、复制（布局变换、传输）或其他</translation>
    </message>
    <message>
        <source>host %1: %2 trace, not summarized here; open it in TensorBoard/XProf.</source>
        <translation>主机 %1：%2 跟踪，此处不汇总；请在 TensorBoard/XProf 中打开。</translation>
    </message>
    <message>
        <source>fusion</source>
        <translation>融合</translation>
    </message>
    <message>
        <source>dot (matmul)</source>
        <translation>dot（矩阵乘法）</translation>
    </message>
    <message>
        <source>convolution</source>
        <translation>卷积</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 ms (%3 %, %n operation(s))</source>
        <translation>
            <numerusform>%1 %2 ms（%3 %，%n 个操作）</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;All XLA operations by category&lt;/b&gt;, per step and share of their time: %1</source>
        <translation>&lt;b&gt;按类别的所有 XLA 操作&lt;/b&gt;，每步及其时间占比：%1</translation>
    </message>
    <message>
        <source>Summed over every operation of the traced steps (the table lists the top ones) and over the host&apos;s devices, so the total can exceed the step&apos;s wall time.</source>
        <translation>对跟踪步骤的每个操作（表中列出最主要的）以及主机的所有设备求和，因此总和可能超过该步骤的实际耗时。</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
</context>
<context>
    <name>twb::Registry</name>
    <message>
        <source>%1 must be a list of machines, but it is %2. Fix the file; it was not changed.</source>
        <translation>%1 必须是机器列表，但它是 %2。请修正文件；文件未被更改。</translation>
    </message>
    <message>
        <source>%1 must hold {&quot;tpus&quot;: [...]}, one machine object or a list of machines, but it holds %2. Fix the file; it was not changed.</source>
        <translation>%1 必须包含 {&quot;tpus&quot;: [...]}、一个机器对象或机器列表，但包含的是 %2。请修正文件；文件未被更改。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the registry.</source>
        <translation>无法为注册表创建文件夹 %1。</translation>
    </message>
</context>
<context>
    <name>twb::RemoveAxisCommand</name>
    <message>
        <source>Remove axis %1</source>
        <translation>移除轴 %1</translation>
    </message>
</context>
<context>
    <name>twb::RemoveVariableCommand</name>
    <message>
        <source>Remove variable %1</source>
        <translation>移除变量 %1</translation>
    </message>
</context>
<context>
    <name>twb::ResultTable</name>
    <message>
        <source>hash</source>
        <translation>哈希</translation>
    </message>
    <message>
        <source>seeds</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>%1 (%2) mean</source>
        <translation>%1 (%2) 均值</translation>
    </message>
    <message>
        <source>std</source>
        <translation>标准差</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95% 置信区间</translation>
    </message>
    <message>
        <source>Δ baseline</source>
        <translation>Δ 基线</translation>
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
        <translation>运行</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>state</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>final %1</source>
        <translation>最终 %1</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>last step</source>
        <translation>最后一步</translation>
    </message>
    <message>
        <source>one seed: no spread</source>
        <translation>单个种子：无离散度</translation>
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
        <translation>哈希</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>%1 %2 (mean)</source>
        <translation>%1 %2（均值）</translation>
    </message>
    <message>
        <source>Std</source>
        <translation>标准差</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95% 置信区间</translation>
    </message>
    <message>
        <source>Δ baseline</source>
        <translation>Δ 基线</translation>
    </message>
    <message>
        <source>Δ %</source>
        <translation>Δ %</translation>
    </message>
    <message>
        <source>Smoothed mean</source>
        <translation>平滑均值</translation>
    </message>
</context>
<context>
    <name>twb::RunAnnotation</name>
    <message>
        <source>A tag cannot be empty.</source>
        <translation>标签不能为空。</translation>
    </message>
    <message>
        <source>The tag &quot;%1&quot; has a space, a comma or a quote; a tag is one word (use - or _ between words).</source>
        <translation>标签 &quot;%1&quot; 含有空格、逗号或引号；标签是一个词（词之间用 - 或 _）。</translation>
    </message>
    <message>
        <source>The tag &quot;%1&quot; starts with + or -, which `tpuwb run tag` reads as add or remove; leave the sign out.</source>
        <translation>标签 &quot;%1&quot; 以 + 或 - 开头，`tpuwb run tag` 会将其视为添加或删除；请去掉符号。</translation>
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
        <translation>运行的标签，用空格或逗号分隔；可用 tag:NAME 过滤</translation>
    </message>
    <message>
        <source>Notes on this run</source>
        <translation>此运行的备注</translation>
    </message>
    <message>
        <source>Save tags and notes</source>
        <translation>保存标签和备注</translation>
    </message>
    <message>
        <source>Tags:</source>
        <translation>标签：</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>正在保存…</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>已保存。</translation>
    </message>
</context>
<context>
    <name>twb::RunCheckpointOperations</name>
    <message>
        <source>Resuming %1 from step %2</source>
        <translation>从第 %2 步恢复 %1</translation>
    </message>
    <message>
        <source>Evaluating step %1 of %2</source>
        <translation>评估 %2 的第 %1 步</translation>
    </message>
    <message>
        <source>Evaluating %1</source>
        <translation>评估 %1</translation>
    </message>
    <message>
        <source>%1 has no complete checkpoint to evaluate yet.</source>
        <translation>%1 还没有可评估的完整 checkpoint。</translation>
    </message>
    <message>
        <source>Evaluating the checkpoint of step %1 of %2...</source>
        <translation>正在评估 %2 第 %1 步的 checkpoint...</translation>
    </message>
    <message>
        <source>The evaluation of step %1 of %2 failed: %3</source>
        <translation>%2 第 %1 步的评估失败：%3</translation>
    </message>
    <message>
        <source>a host ended without an exit code; see logs/host-0.log</source>
        <translation>有主机结束时没有退出码；请查看 logs/host-0.log</translation>
    </message>
    <message>
        <source>The evaluation of %1 ended, but %2 cannot be read: %3</source>
        <translation>%1 的评估已结束，但无法读取 %2：%3</translation>
    </message>
    <message>
        <source>The evaluation of step %1 of %2 ended but wrote no eval record of attempt %3 to %4; see the run&apos;s logs/host-0.log.</source>
        <translation>%2 第 %1 步的评估已结束，但没有向 %4 写入尝试 %3 的评估记录；请查看该运行的 logs/host-0.log。</translation>
    </message>
</context>
<context>
    <name>twb::RunCheckpoints</name>
    <message>
        <source>Run %1 has no folder on a machine (it was imported or never started), so it has no checkpoints.</source>
        <translation>运行 %1 在任何机器上都没有文件夹（它是导入的或从未启动），因此没有 checkpoint。</translation>
    </message>
    <message>
        <source>Listing the checkpoints of %1 on %2 failed (exit status %3): %4</source>
        <translation>在 %2 上列出 %1 的 checkpoint 失败（退出状态 %3）：%4</translation>
    </message>
    <message>
        <source>%1 has no complete checkpoint of step %2, nor of any other step yet.</source>
        <translation>%1 没有第 %2 步的完整 checkpoint，也还没有其他任何步的。</translation>
    </message>
    <message numerus="yes">
        <source>%1 has no complete checkpoint of step %2; it has checkpoints of step(s) %3. Choose one of those (`tpuwb checkpoint inspect %1`).</source>
        <extracomment>%n is how many steps %3 lists; it only picks &quot;step&quot; or &quot;steps&quot;.</extracomment>
        <translation>
            <numerusform>%1 没有第 %2 步的完整 checkpoint；它有以下步的 checkpoint：%3。请从中选择一个（`tpuwb checkpoint inspect %1`）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::RunDiagnostics</name>
    <message>
        <source>%1: the hosts&apos; metrics could not be fetched (%2); verifying what was fetched before.</source>
        <translation>%1：无法获取主机的指标 (%2)；将验证之前已获取的内容。</translation>
    </message>
</context>
<context>
    <name>twb::RunDisplayName</name>
    <message>
        <source>none</source>
        <comment>a config value that is absent</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>种子 %1</translation>
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
        <translation>%1：读取 %2 失败：%3</translation>
    </message>
    <message>
        <source>%1: unexpected answer while reading %2.</source>
        <translation>%1：读取 %2 时收到意外响应。</translation>
    </message>
    <message>
        <source>Cannot append to %1: %2</source>
        <translation>无法追加到 %1：%2</translation>
    </message>
</context>
<context>
    <name>twb::RunFilter</name>
    <message>
        <source>Filter term &quot;%1&quot; at column %2: %3</source>
        <translation>第 %2 列的过滤条件 &quot;%1&quot;：%3</translation>
    </message>
    <message>
        <source>the quote at column %1 is not closed; add a closing &quot;.</source>
        <translation>第 %1 列的引号未闭合；请添加结尾的 &quot;。</translation>
    </message>
    <message>
        <source>`!` alone is not an operator; use != (not equal).</source>
        <translation>单独的 `!` 不是运算符；请使用 !=（不等于）。</translation>
    </message>
    <message>
        <source>there is no key before %1; write key%1value, e.g. train.lr&gt;=1e-3.</source>
        <translation>%1 前没有键；请写成 key%1value，例如 train.lr&gt;=1e-3。</translation>
    </message>
    <message>
        <source>`%1` is not a key; a key is a dotted config path (train.lr) or a metric name (eval/loss) of letters, digits, _ . / -.</source>
        <translation>`%1` 不是键；键是点分的配置路径 (train.lr) 或指标名 (eval/loss)，由字母、数字、_ . / - 组成。</translation>
    </message>
    <message>
        <source>there is no value after %1.</source>
        <translation>%1 后面没有值。</translation>
    </message>
    <message>
        <source>two operators in a row (%1%2); use one of = != &lt; &lt;= &gt; &gt;=.</source>
        <translation>连续两个运算符 (%1%2)；请使用 = != &lt; &lt;= &gt; &gt;= 中的一个。</translation>
    </message>
    <message>
        <source>%1 compares numbers, and `%2` is not a number.</source>
        <translation>%1 比较数字，而 `%2` 不是数字。</translation>
    </message>
    <message>
        <source>tag: needs a tag after it, e.g. tag:baseline.</source>
        <translation>tag: 后面需要标签，例如 tag:baseline。</translation>
    </message>
    <message>
        <source>`%1` is not a run state; the states are pending, uploading, running, stalled, finished, failed and stopped.</source>
        <translation>`%1` 不是运行状态；状态有 pending、uploading、running、stalled、finished、failed 和 stopped。</translation>
    </message>
    <message>
        <source>`%1:` is not a field; use tag: or state:, key=value for config values and metrics, or put the word in quotes.</source>
        <translation>`%1:` 不是字段；请使用 tag: 或 state:，配置值和指标用 key=value，或将该词加上引号。</translation>
    </message>
</context>
<context>
    <name>twb::RunFilterEdit</name>
    <message>
        <source>Filter: words, tag:NAME, state:running, train.lr&gt;=1e-3, loss&lt;2</source>
        <translation>过滤：关键词、tag:NAME、state:running、train.lr&gt;=1e-3、loss&lt;2</translation>
    </message>
    <message>
        <source>Every term must hold. A word matches the id, experiment, tags, notes, state and config values; tag:NAME and state:NAME match exactly; KEY OP VALUE compares a config value (a dotted path), a final metric or seed with = != &lt; &lt;= &gt; &gt;=. Quote a phrase: &quot;lr sweep&quot;.</source>
        <translation>每个条件都必须满足。单词匹配 ID、实验、标签、备注、状态和配置值；tag:NAME 和 state:NAME 精确匹配；KEY OP VALUE 用 = != &lt; &lt;= &gt; &gt;= 比较配置值（点分路径）、最终指标或种子。短语请加引号：&quot;lr sweep&quot;。</translation>
    </message>
</context>
<context>
    <name>twb::RunLauncher</name>
    <message>
        <source>The launch of %1 was cancelled.</source>
        <translation>%1 的启动已取消。</translation>
    </message>
    <message>
        <source>host %1 (%2)</source>
        <translation>主机 %1 (%2)</translation>
    </message>
    <message>
        <source>Could not create the run folder %1; check the workspace&apos;s permissions.</source>
        <translation>无法创建运行文件夹 %1；请检查工作区的权限。</translation>
    </message>
    <message>
        <source>%1 has no launch.sh: it is not a scaffolded project. Scaffold it with `tpuwb scaffold` first.</source>
        <translation>%1 没有 launch.sh：它不是已生成的项目。请先用 `tpuwb scaffold` 生成。</translation>
    </message>
    <message numerus="yes">
        <source>Checking %n host(s)...</source>
        <translation>
            <numerusform>正在检查 %n 台主机...</numerusform>
        </translation>
    </message>
    <message>
        <source>The preflight found problems:
%1</source>
        <translation>预检发现问题：
%1</translation>
    </message>
    <message numerus="yes">
        <source>Uploading the project to %1 on %n host(s)...</source>
        <translation>
            <numerusform>正在将项目上传到 %1 的 %n 台主机...</numerusform>
        </translation>
    </message>
    <message>
        <source>chmod +x launch.sh failed: %1</source>
        <translation>chmod +x launch.sh 失败：%1</translation>
    </message>
    <message>
        <source>%1: upload failed: %2</source>
        <translation>%1：上传失败：%2</translation>
    </message>
    <message>
        <source>%1
The run was started on no host, so nothing needs stopping; a launch of the same run id sends only the files that are missing.</source>
        <translation>%1
该运行未在任何主机上启动，因此无需停止；以相同运行 ID 再次启动只会发送缺少的文件。</translation>
    </message>
    <message numerus="yes">
        <source>%n project file(s) were already on the hosts and were not sent again.</source>
        <translation>
            <numerusform>%n 个项目文件已在主机上，未重新发送。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Starting %1 on %n host(s)...</source>
        <translation>
            <numerusform>正在 %n 台主机上启动 %1...</numerusform>
        </translation>
    </message>
    <message>
        <source>launch.sh exited with %1 and printed no status</source>
        <translation>launch.sh 以 %1 退出且未输出状态</translation>
    </message>
    <message>
        <source>%1: did not start: %2</source>
        <translation>%1：未启动：%2</translation>
    </message>
    <message>
        <source>%1: attempt %2 runs on the hosts but was not in the record (the app was stopped while it started); recorded it from the hosts&apos; status files.</source>
        <translation>%1：第 %2 次尝试正在主机上运行但未被记录（应用在启动时被停止）；已根据主机的状态文件记录。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the process is gone and no end was recorded</source>
        <translation>%1：进程已消失且未记录结束</translation>
    </message>
    <message>
        <source>%1: exited with %2; see %3</source>
        <translation>%1：以 %2 退出；见 %3</translation>
    </message>
    <message numerus="yes">
        <source>Stopping %1 on %n host(s)...</source>
        <translation>
            <numerusform>正在 %n 台主机上停止 %1...</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: could not stop: %2</source>
        <translation>%1：无法停止：%2</translation>
    </message>
    <message>
        <source>%1: train.py did not stop within %2 s of SIGTERM; its process group was killed.</source>
        <translation>%1：train.py 在 SIGTERM 后 %2 秒内未停止；已终止其进程组。</translation>
    </message>
    <message>
        <source>%1 was never started and its project folder %2 is gone, so it cannot be uploaded again; launch the experiment anew with `tpuwb run launch`.</source>
        <translation>%1 从未启动且其项目文件夹 %2 已不存在，因此无法再次上传；请用 `tpuwb run launch` 重新启动实验。</translation>
    </message>
    <message>
        <source>(not recorded)</source>
        <translation>（未记录）</translation>
    </message>
    <message>
        <source>%1 was never started: uploading what is missing of %2 first...</source>
        <translation>%1 从未启动：先上传 %2 缺少的部分...</translation>
    </message>
    <message>
        <source>%1 still runs attempt %2 on %3; stop it first.</source>
        <translation>%1 仍在 %3 上运行第 %2 次尝试；请先停止。</translation>
    </message>
    <message>
        <source>host %1 (%2, worker %3 of %4, slice %5)</source>
        <translation>主机 %1（%2，%4 的第 %3 号 worker，切片 %5）</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n file(s) of the project were already there, whole; they were not sent again.</source>
        <translation>
            <numerusform>%1：项目的 %n 个文件已完整存在；未重新发送。</numerusform>
        </translation>
    </message>
    <message>
        <source>The device &quot;%1&quot; is unknown; it is one of %2.</source>
        <translation>设备“%1”未知；它应为 %2 之一。</translation>
    </message>
    <message numerus="yes">
        <source>XLA on CPU (--device xla-cpu) runs on one host only, and %1 has %n host(s).</source>
        <translation>
            <numerusform>CPU 上的 XLA（--device xla-cpu）只在单台主机上运行，而 %1 有 %n 台主机。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: nothing was started there (no status file): the launch stopped before launch.sh ran; `tpuwb run relaunch` uploads what is missing and starts it</source>
        <translation>%1：那里没有启动任何内容（没有状态文件）：启动在 launch.sh 运行之前就中止了；`tpuwb run relaunch` 会上传缺少的文件并启动它</translation>
    </message>
</context>
<context>
    <name>twb::RunLifecycle</name>
    <message>
        <source>The launch on %1</source>
        <translation>在 %1 上的启动</translation>
    </message>
    <message>
        <source>Stopping %1</source>
        <translation>正在停止 %1</translation>
    </message>
    <message>
        <source>Starting %1 again</source>
        <translation>重新启动 %1</translation>
    </message>
    <message>
        <source>Resuming %1 after its preemption</source>
        <translation>在抢占后恢复 %1</translation>
    </message>
    <message>
        <source>%1: TPU VM %2 is READY again; resumed from the last checkpoint (automatic restart %3 of %4).</source>
        <translation>%1：TPU VM %2 已再次变为 READY；已从最后一个检查点恢复（自动重启第 %3 次，共 %4 次）。</translation>
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
实验 %3，配置 %4，种子 %5
%6</translation>
    </message>
    <message>
        <source>tags: %1</source>
        <translation>标签：%1</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>column header: the training run (a noun)</extracomment>
        <translation>运行</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
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
        <translation>步</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>machine %1</source>
        <extracomment>a line of a run&apos;s hover: the TPU machine(s) it runs on (&quot;v4-a + v4-b&quot;)</extracomment>
        <translation>机器 %1</translation>
    </message>
    <message>
        <source>started %1</source>
        <extracomment>a line of a run&apos;s hover: when it started, &quot;%1 (2026-12-02T14:03:20Z UTC)&quot;</extracomment>
        <translation>开始时间 %1</translation>
    </message>
</context>
<context>
    <name>twb::RunMemoryFigures</name>
    <message>
        <source>No mesh estimate for this config: %1</source>
        <translation>此配置没有网格估算：%1</translation>
    </message>
    <message>
        <source>The run&apos;s memory_compiled event has no per_device.total_bytes (a train.py older than its template? scaffold the project again).</source>
        <translation>运行的 memory_compiled 事件没有 per_device.total_bytes（train.py 比其模板旧？请重新生成项目）。</translation>
    </message>
    <message>
        <source>Plain PyTorch (the CPU smoke mode) compiles nothing, so XLA has no figure: run with --device xla-cpu (or on the TPU) to get XLA&apos;s buffer assignment.</source>
        <translation>纯 PyTorch（CPU 冒烟模式）不编译任何内容，因此 XLA 没有数值：使用 --device xla-cpu（或在 TPU 上）运行以获得 XLA 的缓冲区分配。</translation>
    </message>
    <message>
        <source>No memory_compiled event in the run&apos;s metrics (yet): train.py writes it after its second step, from XLA&apos;s buffer assignment of the training step.</source>
        <translation>运行的指标中（尚）无 memory_compiled 事件：train.py 在第二步之后根据 XLA 对训练步骤的缓冲区分配写入它。</translation>
    </message>
    <message>
        <source>The run&apos;s config names no tpu.accelerator_type, so no TPU&apos;s HBM is known.</source>
        <translation>运行的配置未指定 tpu.accelerator_type，因此不知道任何 TPU 的 HBM。</translation>
    </message>
    <message>
        <source>The run&apos;s config names tpu.accelerator_type &quot;%1&quot;, which the catalog does not know: no HBM figure.</source>
        <translation>运行的配置指定 tpu.accelerator_type &quot;%1&quot;，目录中没有：无 HBM 数值。</translation>
    </message>
</context>
<context>
    <name>twb::RunOperationContext</name>
    <message>
        <source>There is no run %1 in %2; `tpuwb run status` lists the runs.</source>
        <translation>%2 中没有运行 %1；`tpuwb run status` 可列出运行。</translation>
    </message>
    <message>
        <source>%1 has no machine (it was imported): there is nothing to start or stop.</source>
        <translation>%1 没有机器（它是导入的）：没有可启动或停止的内容。</translation>
    </message>
    <message>
        <source>%1 was cancelled.</source>
        <translation>%1 已取消。</translation>
    </message>
</context>
<context>
    <name>twb::RunPickerDialog</name>
    <message>
        <source>Compare runs</source>
        <translation>对比运行</translation>
    </message>
    <message>
        <source>%1  [%2]</source>
        <translation>%1  [%2]</translation>
    </message>
    <message>
        <source>Select shown</source>
        <translation>选择显示项</translation>
    </message>
</context>
<context>
    <name>twb::RunPreflight</name>
    <message>
        <source>%1: could not be checked: %2</source>
        <translation>%1：无法检查：%2</translation>
    </message>
    <message>
        <source>%1: the interpreter was not found; set the machine&apos;s `python` to one that exists there.</source>
        <translation>%1：未找到解释器；请将机器的 `python` 设为那里存在的解释器。</translation>
    </message>
    <message>
        <source>%1: only %2 free under the remote root; free some space or choose another root.</source>
        <translation>%1：远程根目录下仅剩 %2 可用；请释放空间或选择其他根目录。</translation>
    </message>
    <message>
        <source>%1: process %2 (%3) holds a TPU device; stop it, or run the preflight with cleaning.</source>
        <translation>%1：进程 %2 (%3) 占用了 TPU 设备；请停止它，或在预检时启用清理。</translation>
    </message>
    <message>
        <source>unknown command</source>
        <translation>未知命令</translation>
    </message>
    <message>
        <source>%1: has no TPU device (/dev/accel*, /dev/vfio/*): it is not a TPU VM. Choose a TPU machine, or launch with --device cpu for the project&apos;s CPU smoke mode.</source>
        <translation>%1：没有 TPU 设备（/dev/accel*、/dev/vfio/*）：它不是 TPU VM。请选择 TPU 机器，或用 --device cpu 以项目的 CPU 冒烟模式启动。</translation>
    </message>
    <message>
        <source>%1: `import torch_xla` fails with this interpreter (%2); install torch_xla[tpu] there (the project&apos;s requirements.txt), or set the machine&apos;s `python` to the one that has it.</source>
        <translation>%1：此解释器执行 `import torch_xla` 失败 (%2)；请在那里安装 torch_xla[tpu]（项目的 requirements.txt），或将机器的 `python` 设为已安装它的解释器。</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>无输出</translation>
    </message>
    <message>
        <source>%1: a stale libtpu lockfile is left over from an earlier run; remove it, or run the preflight with cleaning.</source>
        <translation>%1：之前的运行遗留了过期的 libtpu 锁文件；请删除它，或在预检时启用清理。</translation>
    </message>
    <message>
        <source>%1: no stack sampler reads this Python (%2); `tpuwb run stacks` uses train.py&apos;s own dump on SIGUSR2 instead. For sampled stacks install py-spy there (`pip install py-spy`), or an austin that knows this Python (`sudo apt-get install austin` where the distribution&apos;s is new enough).</source>
        <translation>%1：没有调用栈采样器能读取此 Python (%2)；`tpuwb run stacks` 改用 train.py 在 SIGUSR2 时的自身转储。如需采样调用栈，请在那里安装 py-spy（`pip install py-spy`），或能识别此 Python 的 austin（发行版自带版本足够新时用 `sudo apt-get install austin`）。</translation>
    </message>
    <message>
        <source>neither py-spy nor austin is installed</source>
        <translation>py-spy 和 austin 均未安装</translation>
    </message>
    <message>
        <source>the check script did not finish</source>
        <translation>检查脚本未完成</translation>
    </message>
    <message>
        <source>the check timed out after 60 s</source>
        <translation>检查在 60 秒后超时</translation>
    </message>
    <message>
        <source>%1: `import torch_xla` (PJRT_DEVICE=CPU) fails with this interpreter (%2), and XLA on CPU needs it. Set the machine&apos;s `python` to one that has torch_xla (the workbench&apos;s Python environment, scripts/install-python-env.sh), or launch with --device cpu; `tpuwb doctor` shows what each machine&apos;s interpreter has.</source>
        <translation>%1：此解释器执行 `import torch_xla`（PJRT_DEVICE=CPU）失败（%2），而 CPU 上的 XLA 需要它。请把该机器的 `python` 设为具备 torch_xla 的解释器（工作台的 Python 环境，scripts/install-python-env.sh），或使用 --device cpu 启动；`tpuwb doctor` 显示每台机器的解释器具备什么。</translation>
    </message>
</context>
<context>
    <name>twb::RunRecord</name>
    <message>
        <source>%1: a run record must be a JSON object.</source>
        <translation>%1：运行记录必须是 JSON 对象。</translation>
    </message>
    <message>
        <source>%1: `schema` is &quot;%2&quot;, not tpuwb.run/1; this is no run record.</source>
        <translation>%1：`schema` 为 &quot;%2&quot;，不是 tpuwb.run/1；这不是运行记录。</translation>
    </message>
    <message>
        <source>%1: written by a newer TPU Workbench (schema %2); update to open it.</source>
        <translation>%1：由较新版本的 TPU Workbench 写入（schema %2）；请更新后打开。</translation>
    </message>
    <message>
        <source>%1: `run_id` is missing.</source>
        <translation>%1：缺少 `run_id`。</translation>
    </message>
    <message>
        <source>%1: `state` &quot;%2&quot; is not one of pending, uploading, running, stalled, finished, failed, stopped, preempted.</source>
        <translation>%1：`state` &quot;%2&quot; 不是 pending、uploading、running、stalled、finished、failed、stopped、preempted 之一。</translation>
    </message>
    <message>
        <source>%1: every entry of `slices` needs a `machine` (a registry name) and its `hosts`.</source>
        <translation>%1：`slices` 的每个条目都需要一个 `machine`（注册表名称）及其 `hosts`。</translation>
    </message>
</context>
<context>
    <name>twb::RunRecordLock</name>
    <message>
        <source>Timed out after %1 s waiting for another change of %2 in this process to finish; try again.</source>
        <translation>等待此进程中对 %2 的另一项更改完成，%1 秒后超时；请重试。</translation>
    </message>
</context>
<context>
    <name>twb::RunRecordStore</name>
    <message>
        <source>There is no run record %1 to change; `tpuwb run status` lists the runs.</source>
        <translation>没有可更改的运行记录 %1；`tpuwb run status` 会列出运行。</translation>
    </message>
    <message>
        <source>%1; it is replaced by the record of the operation that just ran.</source>
        <translation>%1；它被刚运行的操作的记录替换。</translation>
    </message>
</context>
<context>
    <name>twb::RunService</name>
    <message>
        <source>Run operations were still running on closing; they are cancelled and left to end.</source>
        <translation>关闭时仍有运行操作在进行；已取消并任其结束。</translation>
    </message>
</context>
<context>
    <name>twb::RunState</name>
    <message>
        <source>Pending</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>Uploading</source>
        <translation>上传中</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Stalled</source>
        <translation>停滞</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Preempted</source>
        <extracomment>A run whose TPU VM was preempted (reclaimed by Google Cloud); it can be resumed.</extracomment>
        <translation>已被抢占</translation>
    </message>
</context>
<context>
    <name>twb::RunStyler</name>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
</context>
<context>
    <name>twb::RunVerification</name>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>不适用</translation>
    </message>
</context>
<context>
    <name>twb::RunVerifier</name>
    <message>
        <source>Loss decreasing over the first %1 steps</source>
        <translation>前 %1 步损失下降</translation>
    </message>
    <message>
        <source>No loss was logged.</source>
        <translation>未记录损失。</translation>
    </message>
    <message>
        <source>The loss is %1 at step %2: training diverged.</source>
        <translation>第 %2 步损失为 %1：训练发散。</translation>
    </message>
    <message>
        <source>Only one loss was logged (step %1); log more often to judge the trend.</source>
        <translation>只记录了一个损失（第 %1 步）；请更频繁地记录以判断趋势。</translation>
    </message>
    <message numerus="yes">
        <source>Loss %1 at the start, %2 at the end (means of the first and last %n logged step(s), steps %3 to %4).</source>
        <translation>
            <numerusform>开始时损失 %1，结束时 %2（最初和最后 %n 个已记录步骤的均值，第 %3 到 %4 步）。</numerusform>
        </translation>
    </message>
    <message>
        <source>No recompilation after warm-up</source>
        <translation>预热后没有重新编译</translation>
    </message>
    <message>
        <source>CPU smoke mode: plain PyTorch compiles nothing.</source>
        <translation>CPU 冒烟模式：纯 PyTorch 不编译任何内容。</translation>
    </message>
    <message>
        <source>No step was logged.</source>
        <translation>未记录步骤。</translation>
    </message>
    <message>
        <source>step %1 (%2 to %3)</source>
        <translation>第 %1 步（%2 到 %3）</translation>
    </message>
    <message>
        <source>The compile count rose after warm-up at %1: a shape or a Python value changes between steps (the Monitor&apos;s compile pane marks each rise).</source>
        <translation>预热后编译次数在 %1 上升：某个形状或 Python 值在步骤之间变化（监控的编译面板会标出每次上升）。</translation>
    </message>
    <message numerus="yes">
        <source>%n rise(s) of the compile count, all in warm-up (the first %1 steps, the first eval and checkpoint).</source>
        <translation>
            <numerusform>编译次数上升 %n 次，全部在预热期间（前 %1 步、首次评估和 checkpoint）。</numerusform>
        </translation>
    </message>
    <message>
        <source>HBM within the chip&apos;s capacity</source>
        <translation>HBM 未超出芯片容量</translation>
    </message>
    <message>
        <source>CPU smoke mode: no HBM (see the measured memory).</source>
        <translation>CPU 冒烟模式：无 HBM（见实测内存）。</translation>
    </message>
    <message>
        <source>The run reported no HBM use (hbm_used_bytes).</source>
        <translation>运行未报告 HBM 使用量 (hbm_used_bytes)。</translation>
    </message>
    <message>
        <source>The config names no known tpu.accelerator_type.</source>
        <translation>配置中没有已知的 tpu.accelerator_type。</translation>
    </message>
    <message>
        <source>At most %1 used (host %2, step %3) of %4 per device on a %5 (%6 figure).</source>
        <translation>最多使用 %1（主机 %2，第 %3 步），%5 每设备 %4（%6 数值）。</translation>
    </message>
    <message>
        <source>usable</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>nominal</source>
        <translation>标称</translation>
    </message>
    <message>
        <source>Measured memory matches the estimate</source>
        <translation>实测内存与估算相符</translation>
    </message>
    <message>
        <source>The run wrote no memory_measured event (the CPU smoke mode measures it).</source>
        <translation>运行未写入 memory_measured 事件（CPU 冒烟模式会测量）。</translation>
    </message>
    <message>
        <source>No estimate for this config: %1</source>
        <translation>此配置无估算：%1</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>%1: not measured</source>
        <translation>%1：未测量</translation>
    </message>
    <message>
        <source>%1 %2 measured, %3 estimated (%4 %, limit %5 %)</source>
        <translation>%1 实测 %2，估算 %3（%4 %，上限 %5 %）</translation>
    </message>
    <message>
        <source>Checkpoint saved and restored</source>
        <translation>Checkpoint 已保存并恢复</translation>
    </message>
    <message numerus="yes">
        <source>Saved at step %1, restored and compared: %n tensor(s) equal.</source>
        <translation>
            <numerusform>在第 %1 步保存、恢复并比较：%n 个张量相同。</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved at step %1, restored, and it differs: %2</source>
        <translation>在第 %1 步保存并恢复，但结果不同：%2</translation>
    </message>
    <message>
        <source>no detail</source>
        <translation>无详情</translation>
    </message>
    <message>
        <source>A later attempt resumed from a checkpoint this run saved.</source>
        <translation>后续的尝试从此运行保存的 checkpoint 恢复。</translation>
    </message>
    <message>
        <source>Saved at step %1 but never restored in this run; the smoke test checks the round trip.</source>
        <translation>在第 %1 步保存，但此运行中从未恢复；冒烟测试会检查往返。</translation>
    </message>
    <message>
        <source>No checkpoint was saved.</source>
        <translation>未保存 checkpoint。</translation>
    </message>
    <message>
        <source>No legacy torch_xla call</source>
        <translation>没有旧式 torch_xla 调用</translation>
    </message>
    <message>
        <source>The project&apos;s sources are not at hand.</source>
        <translation>项目源代码不可用。</translation>
    </message>
    <message>
        <source>The project has no Python file.</source>
        <translation>项目中没有 Python 文件。</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) of `tpuwb lint`: %1</source>
        <translation>
            <numerusform>`tpuwb lint` 的 %n 项发现：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>`tpuwb lint` finds nothing in %n Python file(s).</source>
        <translation>
            <numerusform>`tpuwb lint` 在 %n 个 Python 文件中未发现问题。</numerusform>
        </translation>
    </message>
    <message>
        <source>Mesh size equals the device count</source>
        <translation>Mesh 大小等于设备数</translation>
    </message>
    <message>
        <source>The run&apos;s mesh %1 has %2 devices; the runtime reported %3.</source>
        <translation>运行的 mesh %1 有 %2 个设备；运行时报告 %3 个。</translation>
    </message>
    <message>
        <source>The config has no tpu.mesh with a known accelerator type.</source>
        <translation>配置中没有带已知加速器类型的 tpu.mesh。</translation>
    </message>
    <message>
        <source>The experiment&apos;s mesh %1 has %2 devices; %3 x %4 has %5 (checked on the design: this run did not report a mesh).</source>
        <translation>实验的 mesh %1 有 %2 个设备；%3 x %4 有 %5 个（按设计检查：此运行未报告 mesh）。</translation>
    </message>
    <message>
        <source>%1: the project&apos;s files could not be listed: %2</source>
        <translation>%1：无法列出项目文件：%2</translation>
    </message>
    <message>
        <source>config.json: tpu.accelerator_type is missing or unknown.</source>
        <translation>config.json：tpu.accelerator_type 缺失或未知。</translation>
    </message>
    <message>
        <source>torch_xla&apos;s CPU runtime (--device xla-cpu): no HBM (see the compiler&apos;s memory figure).</source>
        <translation>torch_xla 的 CPU 运行时 (--device xla-cpu)：无 HBM（见编译器的内存数值）。</translation>
    </message>
    <message>
        <source>%1: planned %2, not read back</source>
        <translation>%1：计划 %2，未读回</translation>
    </message>
    <message>
        <source>%1: planned for shape %2, applied to shape %3</source>
        <translation>%1：按形状 %2 计划，应用于形状 %3</translation>
    </message>
    <message>
        <source>%1: planned %2, applied %3 (no spec over the designed mesh and device order)</source>
        <translation>%1：计划 %2，应用 %3（在设计的 mesh 和设备顺序上没有可复现的 spec）</translation>
    </message>
    <message>
        <source>%1: planned %2, applied %3 (not a spec)</source>
        <translation>%1：计划 %2，应用 %3（不是 spec）</translation>
    </message>
    <message>
        <source>%1: planned %2, applied %3</source>
        <translation>%1：计划 %2，应用 %3</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <source>%1 has no tpu block to estimate for.</source>
        <translation>%1 没有可供估算的 tpu 块。</translation>
    </message>
    <message>
        <source>%1: the mesh could not be checked.</source>
        <translation>%1：无法检查 mesh。</translation>
    </message>
    <message>
        <source>Applied sharding matches the plan</source>
        <translation>实际分片与计划相符</translation>
    </message>
    <message>
        <source>The run wrote no sharding_applied event: plain PyTorch (the CPU smoke mode) applies no sharding. Run with --device xla-cpu (or on the TPU) to read back what torch_xla applied.</source>
        <translation>运行未写入 sharding_applied 事件：纯 PyTorch（CPU 冒烟模式）不应用分片。请用 --device xla-cpu（或在 TPU 上）运行，以读回 torch_xla 实际应用的分片。</translation>
    </message>
    <message>
        <source>No sharding plan for this config: %1</source>
        <translation>此配置无分片计划：%1</translation>
    </message>
    <message>
        <source>The event has no device_ids; the design&apos;s order (tpu.mesh.device_ids) is %1.</source>
        <translation>该事件没有 device_ids；设计的顺序 (tpu.mesh.device_ids) 为 %1。</translation>
    </message>
    <message>
        <source>torch_xla&apos;s device order is %1; the design&apos;s (tpu.mesh.device_ids) is %2.</source>
        <translation>torch_xla 的设备顺序为 %1；设计的顺序 (tpu.mesh.device_ids) 为 %2。</translation>
    </message>
    <message>
        <source>torch_xla&apos;s mesh is %1; the design&apos;s is %2.</source>
        <translation>torch_xla 的 mesh 为 %1；设计的 mesh 为 %2。</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>另有 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 parameter(s) differ from the plan: %2.</source>
        <translation>
            <numerusform>%1 个参数中有 %n 个与计划不同：%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n parameter(s) sharded as planned (%1 by tpu.mesh.partition_specs), as read back from torch_xla&apos;s tensors; device order %2 as designed.</source>
        <translation>
            <numerusform>%n 个参数按计划分片（其中 %1 个来自 tpu.mesh.partition_specs），从 torch_xla 的张量读回；设备顺序 %2 与设计一致。</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory estimate matches the compiler</source>
        <translation>内存估算与编译器相符</translation>
    </message>
    <message>
        <source>The run wrote no memory_compiled event: plain PyTorch (the CPU smoke mode) compiles nothing. Run with --device xla-cpu (or on the TPU) to get XLA&apos;s buffer assignment.</source>
        <translation>运行未写入 memory_compiled 事件：纯 PyTorch（CPU 冒烟模式）不编译任何内容。请用 --device xla-cpu（或在 TPU 上）运行，以获得 XLA 的缓冲区分配。</translation>
    </message>
    <message>
        <source>The memory_compiled event has no per_device.total_bytes; estimate %1 per device.</source>
        <translation>memory_compiled 事件没有 per_device.total_bytes；估算为每设备 %1。</translation>
    </message>
    <message>
        <source>Estimate %1 per device (%2).</source>
        <translation>估算为每设备 %1（%2）。</translation>
    </message>
    <message numerus="yes">
        <source>XLA&apos;s buffer assignment of %1 over %n device(s): arguments %2, temporaries %3, outputs %4 (%5 of them reusing argument buffers), total %6.</source>
        <translation>
            <numerusform>XLA 对 %1 在 %n 个设备上的缓冲区分配：参数 %2，临时缓冲 %3，输出 %4（其中 %5 复用参数缓冲区），总计 %6。</numerusform>
        </translation>
    </message>
    <message>
        <source>HBM per device of a %1: %2 (%3 figure).</source>
        <translation>%1 每设备 HBM：%2（%3 数值）。</translation>
    </message>
    <message>
        <source>Totals %1 % apart, limit %2 % of the compiler&apos;s figure.</source>
        <translation>总量相差 %1 %，上限为编译器数值的 %2 %。</translation>
    </message>
    <message>
        <source>State updated in place: estimate %1 (parameters, optimizer state, master copy), XLA %2, %3 % apart, limit %4 %.</source>
        <translation>原地更新的状态：估算 %1（参数、优化器状态、主副本），XLA %2，相差 %3 %，上限 %4 %。</translation>
    </message>
    <message>
        <source>XLA aliased no argument to an output (parameter aliasing off?): the state is not compared.</source>
        <translation>XLA 未将任何参数别名到输出（参数别名已关闭？）：不比较状态。</translation>
    </message>
    <message>
        <source>The run ran in eager debug mode (--eager-debug): every op compiles on its own, so there is no whole-step program to compare with. Run without it to get XLA&apos;s buffer assignment.</source>
        <translation>该运行处于 eager 调试模式（--eager-debug）：每个算子单独编译，因此没有可供比较的整步程序。不带该选项运行即可获得 XLA 的缓冲区分配。</translation>
    </message>
</context>
<context>
    <name>twb::RunView</name>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Approve baseline</source>
        <translation>批准基线</translation>
    </message>
    <message>
        <source>Read source.py and baseline_rationale.md (Code tab) first: the run is scored against this baseline.</source>
        <translation>请先阅读 source.py 和 baseline_rationale.md（“代码”选项卡）：运行将以此基线评分。</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>迭代次数</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Autotune</source>
        <translation>自动调优</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>性能剖析</translation>
    </message>
    <message>
        <source>Ideas ledger</source>
        <translation>想法台账</translation>
    </message>
    <message>
        <source>Debug history</source>
        <translation>调试历史</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>决策</translation>
    </message>
    <message>
        <source>External evaluation</source>
        <translation>外部评估</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>时间 (ms)</translation>
    </message>
    <message>
        <source>Rejected because</source>
        <translation>拒绝原因</translation>
    </message>
    <message>
        <source>Iteration</source>
        <translation>迭代</translation>
    </message>
    <message>
        <source>Idea</source>
        <translation>想法</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Adopted in</source>
        <translation>采用于</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>声明</translation>
    </message>
    <message>
        <source>On a TPU</source>
        <translation>在 TPU 上</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>尝试</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>REPLAY</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>The journal does not say which worker ran this run.</source>
        <translation>日志未说明哪个 worker 运行了此运行。</translation>
    </message>
    <message>
        <source>iteration %1 of %2</source>
        <translation>迭代 %1 / %2</translation>
    </message>
    <message>
        <source>baseline %1, assurance: %2</source>
        <translation>基线 %1，保证级别：%2</translation>
    </message>
    <message>
        <source>best: iteration %1, %2 ms, %3× vs base.py%4</source>
        <translation>最佳：迭代 %1，%2 ms，相对 base.py %3×%4</translation>
    </message>
    <message>
        <source> (replayed)</source>
        <translation> （回放）</translation>
    </message>
    <message>
        <source>best: none yet</source>
        <translation>最佳：暂无</translation>
    </message>
    <message>
        <source>Times and speedups from the harness&apos;s STDOUT, against base.py.</source>
        <translation>时间和加速比来自 harness 的 STDOUT，以 base.py 为基准。</translation>
    </message>
    <message>
        <source>iteration %1 (%2×)</source>
        <translation>迭代 %1 (%2×)</translation>
    </message>
    <message>
        <source>Speedup above %1× in %2: review correctness before trusting it; unusually good results are often measurement or correctness errors.</source>
        <translation>%2 中加速比超过 %1×：相信之前请检查正确性；异常好的结果往往是测量或正确性错误。</translation>
    </message>
    <message>
        <source>iteration %1</source>
        <translation>迭代 %1</translation>
    </message>
    <message>
        <source>Reference trust: %1</source>
        <translation>参考可信度：%1</translation>
    </message>
    <message>
        <source>No ideas ledger (the run has no references).</source>
        <translation>无想法台账（此运行没有参考）。</translation>
    </message>
    <message>
        <source>*No failures recorded.*</source>
        <translation>*未记录失败。*</translation>
    </message>
    <message>
        <source>**%1**, from MaxKernel&apos;s `compare_kernel.py`: the published kernel timed against your PyTorch module through torch_xla. Its speedup is against your source; the Iterations tab&apos;s is against base.py. Shown as written (its schema is not public).</source>
        <translation>**%1**，来自 MaxKernel 的 `compare_kernel.py`：已发布 kernel 通过 torch_xla 与您的 PyTorch 模块对比计时。其加速比相对于您的源代码；“迭代”选项卡中的加速比相对于 base.py。按原样显示（其 schema 未公开）。</translation>
    </message>
    <message>
        <source>No %1 in this run.</source>
        <translation>此运行中没有 %1。</translation>
    </message>
    <message>
        <source>To time the published kernel against your PyTorch module, run on the TPU VM in MaxKernel&apos;s environment (`$MK` is its root):</source>
        <translation>要将发布的 kernel 与您的 PyTorch 模块对比计时，请在 TPU VM 上的 MaxKernel 环境中运行（`$MK` 为其根目录）：</translation>
    </message>
    <message>
        <source>Not offered: %1.</source>
        <translation>未提供：%1。</translation>
    </message>
    <message>
        <source>No autotune results.</source>
        <translation>无自动调优结果。</translation>
    </message>
    <message>
        <source> (output correct)</source>
        <translation> （输出正确）</translation>
    </message>
    <message>
        <source>Applied: %1, %2 ms (%3 trials).</source>
        <translation>已应用：%1，%2 ms（%3 次试验）。</translation>
    </message>
    <message>
        <source>No trial was correct; nothing applied (%1 trials).</source>
        <translation>没有正确的试验；未应用任何内容（%1 次试验）。</translation>
    </message>
    <message>
        <source> The recorded optimized time (%1 ms) was measured before this configuration was applied.</source>
        <translation> 记录的优化时间（%1 ms）是在应用此配置之前测量的。</translation>
    </message>
    <message>
        <source>No DECISION line</source>
        <translation>没有 DECISION 行</translation>
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
        <translation>继续</translation>
    </message>
    <message>
        <source>Orchestrator starting…</source>
        <translation>编排器启动中…</translation>
    </message>
    <message>
        <source>Recording the approval…</source>
        <translation>正在记录批准…</translation>
    </message>
    <message>
        <source>the workbench window</source>
        <translation>Workbench 窗口</translation>
    </message>
    <message>
        <source>Stop requested.</source>
        <translation>已请求停止。</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>Use in experiment…</source>
        <translation>在实验中使用…</translation>
    </message>
    <message>
        <source>Switch the published kernel (optimized.py) into an experiment in place of its module, with a start-up check against the plain module and, if you like, the A/B ablation (tpuwb kernel use).</source>
        <translation>将已发布的内核 (optimized.py) 接入实验以替代其模块，启动时与普通模块比对，并可选地创建 A/B 消融 (tpuwb kernel use)。</translation>
    </message>
</context>
<context>
    <name>twb::ScaffoldPlan</name>
    <message>
        <source>%1 exists and is not a file; move it away to scaffold here.</source>
        <translation>%1 已存在且不是文件；请移走后再在此生成。</translation>
    </message>
    <message>
        <source>Cannot read %1 to compare it: %2.</source>
        <translation>无法读取 %1 以进行比较：%2。</translation>
    </message>
    <message>
        <source>new      %1
</source>
        <translation>新增     %1
</translation>
    </message>
    <message>
        <source>same     %1
</source>
        <translation>相同     %1
</translation>
    </message>
    <message>
        <source>changed  %1 (+%2 -%3)
</source>
        <translation>已更改   %1 (+%2 -%3)
</translation>
    </message>
    <message>
        <source>%1 already holds %2 with other content; nothing was written. Review the diff and allow overwriting (--force), or choose another folder.</source>
        <translation>%1 中已有内容不同的 %2；未写入任何内容。请查看差异并允许覆盖 (--force)，或选择其他文件夹。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
</context>
<context>
    <name>twb::ScaffoldPreviewPage</name>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>The generated project. Nothing is written until you press Finish.</source>
        <translation>生成的项目。点击“完成”之前不会写入任何内容。</translation>
    </message>
    <message>
        <source>Rendering ...</source>
        <translation>正在渲染 ...</translation>
    </message>
    <message>
        <source>Rendering the templates ...</source>
        <translation>正在渲染模板 ...</translation>
    </message>
    <message>
        <source>The project cannot be generated: %1</source>
        <translation>无法生成项目：%1</translation>
    </message>
    <message numerus="yes">
        <source>Overwrite %n changed file(s) in the folder: %1</source>
        <translation>
            <numerusform>覆盖文件夹中 %n 个已更改的文件：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) into %1 (config hash %2).</source>
        <translation>
            <numerusform>%n 个文件到 %1（配置哈希 %2）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::SeedSpread</name>
    <message>
        <source>ablation %1: cells with 2 or more finished seeds: %2, at most %3 seeds each</source>
        <translation>消融 %1：有 2 个或更多已完成种子的单元：%2，每个单元最多 %3 个种子</translation>
    </message>
</context>
<context>
    <name>twb::SeriesPlot</name>
    <message>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message numerus="yes">
        <source>… %n more</source>
        <translation>
            <numerusform>… 另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 (step %3)</source>
        <translation>%1：%2（第 %3 步）</translation>
    </message>
    <message>
        <source>%1: mean %2 over %3</source>
        <translation>%1：%3 上的均值 %2</translation>
    </message>
    <message>
        <source>NaN / inf</source>
        <translation>NaN / inf</translation>
    </message>
    <message numerus="yes">
        <source>Log scale: %n series with no value above 0 not drawn</source>
        <translation>
            <numerusform>对数刻度：%n 条没有大于 0 的值的序列未绘制</numerusform>
        </translation>
    </message>
    <message>
        <source>Log scale: values ≤ 0 left out</source>
        <translation>对数刻度：已省略 ≤ 0 的值</translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>%1 随 %2 变化</translation>
    </message>
    <message>
        <source>%1 plot</source>
        <translation>%1 图</translation>
    </message>
</context>
<context>
    <name>twb::SetBaseCommand</name>
    <message>
        <source>Use base experiment %1</source>
        <translation>使用基础实验 %1</translation>
    </message>
</context>
<context>
    <name>twb::SetBaselineValueCommand</name>
    <message>
        <source>Set baseline of %1</source>
        <translation>设置 %1 的基线</translation>
    </message>
</context>
<context>
    <name>twb::SetInvariantsCommand</name>
    <message>
        <source>Set invariants</source>
        <translation>设置不变量</translation>
    </message>
</context>
<context>
    <name>twb::SetMetricCommand</name>
    <message>
        <source>Set metric to %1</source>
        <translation>将指标设为 %1</translation>
    </message>
</context>
<context>
    <name>twb::SetModeCommand</name>
    <message>
        <source>Set mode to %1</source>
        <translation>将模式设为 %1</translation>
    </message>
</context>
<context>
    <name>twb::SetSeedsCommand</name>
    <message>
        <source>Set seeds</source>
        <translation>设置种子</translation>
    </message>
</context>
<context>
    <name>twb::SetTensorSpecCommand</name>
    <message>
        <source>Shard %1 dimension %2</source>
        <translation>将 %1 在维度 %2 上分片</translation>
    </message>
</context>
<context>
    <name>twb::SetVariablePathCommand</name>
    <message>
        <source>Vary %1</source>
        <translation>改变 %1</translation>
    </message>
</context>
<context>
    <name>twb::SetVariableValuesCommand</name>
    <message>
        <source>Set values of %1</source>
        <translation>设置 %1 的值</translation>
    </message>
</context>
<context>
    <name>twb::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Workspace:</source>
        <translation>工作区：</translation>
    </message>
    <message>
        <source>known_hosts file:</source>
        <translation>known_hosts 文件：</translation>
    </message>
    <message>
        <source>from ~/.ssh/config, else your login name</source>
        <translation>来自 ~/.ssh/config，否则为您的登录名</translation>
    </message>
    <message>
        <source>Default SSH user:</source>
        <translation>默认 SSH 用户：</translation>
    </message>
    <message>
        <source>Default SSH key:</source>
        <translation>默认 SSH 密钥：</translation>
    </message>
    <message>
        <source>ssh-agent, then ~/.ssh/id_*</source>
        <translation>ssh-agent，然后 ~/.ssh/id_*</translation>
    </message>
    <message>
        <source>Take the stacks of every host once when a run turns stalled</source>
        <translation>运行停滞时获取一次每台主机的调用栈</translation>
    </message>
    <message>
        <source>Monitor:</source>
        <translation>监控：</translation>
    </message>
    <message>
        <source>e.g. curl -s -d &quot;$TWB_RUN_ID: $TWB_EVENT&quot; https://example.org/hook</source>
        <translation>例如 curl -s -d &quot;$TWB_RUN_ID: $TWB_EVENT&quot; https://example.org/hook</translation>
    </message>
    <message>
        <source>Run through /bin/sh on each alert, with TWB_EVENT (stalled, crashed, nan, straggler, finished), TWB_RUN_ID, TWB_HOST, TWB_MACHINE and TWB_DETAIL in its environment</source>
        <translation>每次警报时通过 /bin/sh 运行，环境中包含 TWB_EVENT（stalled、crashed、nan、straggler、finished）、TWB_RUN_ID、TWB_HOST、TWB_MACHINE 和 TWB_DETAIL</translation>
    </message>
    <message>
        <source>Alert command:</source>
        <translation>警报命令：</translation>
    </message>
    <message>
        <source>Show alerts as desktop notifications</source>
        <translation>以桌面通知显示警报</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Straggler alert after:</source>
        <translation>掉队警报阈值：</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>浏览...</translation>
    </message>
    <message>
        <source>Choose a folder</source>
        <translation>选择文件夹</translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation>选择文件</translation>
    </message>
</context>
<context>
    <name>twb::SftpClient</name>
    <message>
        <source>no such file or folder</source>
        <translation>没有该文件或文件夹</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>权限被拒绝</translation>
    </message>
    <message>
        <source>it already exists</source>
        <translation>已存在</translation>
    </message>
    <message>
        <source>the file system is read-only</source>
        <translation>文件系统为只读</translation>
    </message>
    <message>
        <source>the connection was lost</source>
        <translation>连接已断开</translation>
    </message>
    <message>
        <source>SFTP error %1</source>
        <translation>SFTP 错误 %1</translation>
    </message>
    <message>
        <source>Cannot %1 %2 on %3: %4.</source>
        <translation>无法在 %3 上%1 %2：%4。</translation>
    </message>
    <message>
        <source>Cannot start SFTP on %1: %2. Check that the host&apos;s sshd has the sftp subsystem enabled.</source>
        <translation>无法在 %1 上启动 SFTP：%2。请检查主机的 sshd 是否启用了 sftp 子系统。</translation>
    </message>
    <message>
        <source>resolve the home folder</source>
        <translation>解析主目录</translation>
    </message>
    <message>
        <source>Cannot create files under %1 on %2: it is not a folder.</source>
        <translation>无法在 %2 上的 %1 下创建文件：它不是文件夹。</translation>
    </message>
    <message>
        <source>create the folder</source>
        <translation>创建文件夹</translation>
    </message>
    <message>
        <source>create</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>write</source>
        <translation>写入</translation>
    </message>
    <message>
        <source>Cannot replace %1 on %2: %3</source>
        <translation>无法替换 %2 上的 %1：%3</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>无法读取 %1：%2。</translation>
    </message>
    <message>
        <source>Reading %1 failed: %2.</source>
        <translation>读取 %1 失败：%2。</translation>
    </message>
    <message>
        <source>read</source>
        <translation>读取</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>无法写入 %1：%2。</translation>
    </message>
    <message>
        <source>Writing %1 failed: %2. The previous content is unchanged.</source>
        <translation>写入 %1 失败：%2。原内容未更改。</translation>
    </message>
</context>
<context>
    <name>twb::ShardingPlan</name>
    <message>
        <source>%1: tpu.mesh.device_ids must list each of the %2 device ids 0..%3 once; save the mesh again from the Mesh panel or remove the field.</source>
        <translation>%1：tpu.mesh.device_ids 必须将 %2 个设备 ID 0..%3 各列出一次；请在 Mesh 面板重新保存 mesh，或删除该字段。</translation>
    </message>
    <message>
        <source>%1: %2 has %3 entries but %4 has %5 dimensions %6.</source>
        <translation>%1：%2 有 %3 个条目，但 %4 有 %5 个维度 %6。</translation>
    </message>
    <message>
        <source>%1: %2 names the axis &quot;%3&quot;, which tpu.mesh does not have (%4).</source>
        <translation>%1：%2 引用了 tpu.mesh 中没有的轴 &quot;%3&quot; (%4)。</translation>
    </message>
</context>
<context>
    <name>twb::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
</context>
<context>
    <name>twb::SmokeTestRecord</name>
    <message>
        <source>%1 is not a smoke test record: %2. Run the smoke test again to replace it.</source>
        <translation>%1 不是冒烟测试记录：%2。请重新运行冒烟测试以替换它。</translation>
    </message>
    <message>
        <source>it is not a JSON object</source>
        <translation>它不是 JSON 对象</translation>
    </message>
    <message>
        <source>&quot;schema&quot; is not &quot;%1&quot;</source>
        <translation>&quot;schema&quot; 不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;config_hash&quot; is missing or not a string</source>
        <translation>&quot;config_hash&quot; 缺失或不是字符串</translation>
    </message>
    <message>
        <source>&quot;passed&quot; is missing or not true/false</source>
        <translation>&quot;passed&quot; 缺失或不是 true/false</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation>&quot;%1&quot; 不是整数</translation>
    </message>
    <message>
        <source>&quot;error&quot;, &quot;device&quot; and &quot;finished_at&quot; must be strings</source>
        <translation>&quot;error&quot;、&quot;device&quot; 和 &quot;finished_at&quot; 必须是字符串</translation>
    </message>
    <message>
        <source>Cannot create %1 for the smoke test&apos;s result; check that the experiment&apos;s folder is writable.</source>
        <translation>无法为冒烟测试的结果创建 %1；请检查实验文件夹是否可写。</translation>
    </message>
</context>
<context>
    <name>twb::SmokeTestRunner</name>
    <message>
        <source>no check could be applied (the run wrote no metrics stream).</source>
        <translation>没有可应用的检查（运行未写入指标流）。</translation>
    </message>
    <message>
        <source>train.py ended, but a check failed: %1</source>
        <translation>train.py 已结束，但有检查失败：%1</translation>
    </message>
    <message>
        <source>Cannot empty %1; remove it and try again.</source>
        <translation>无法清空 %1；请删除后重试。</translation>
    </message>
    <message>
        <source>Cannot start %1 in %2: %3. Check the Python interpreter.</source>
        <translation>无法在 %2 中启动 %1：%3。请检查 Python 解释器。</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <source>train.py ended on a signal (%1).</source>
        <translation>train.py 因信号结束 (%1)。</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
</context>
<context>
    <name>twb::SmokeTestWidget</name>
    <message>
        <source>Smoke test on this machine</source>
        <translation>在本机上进行冒烟测试</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Python:</source>
        <translation>Python：</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>步数：</translation>
    </message>
    <message>
        <source>Step %1 of %2: loss %3</source>
        <translation>第 %1 步 / %2：损失 %3</translation>
    </message>
    <message>
        <source>Smoke test failed: %1</source>
        <translation>冒烟测试失败：%1</translation>
    </message>
    <message>
        <source>Smoke test did not finish: %1</source>
        <translation>冒烟测试未完成：%1</translation>
    </message>
    <message>
        <source>Smoke test failed with exit code %1; the log above says why.</source>
        <translation>冒烟测试失败，退出码 %1；原因见上方日志。</translation>
    </message>
    <message>
        <source>Starting %1 ...</source>
        <translation>正在启动 %1 ...</translation>
    </message>
    <message numerus="yes">
        <source>Smoke test passed: %n step(s) on the CPU, every applicable check passed.</source>
        <translation>
            <numerusform>冒烟测试通过：在 CPU 上运行 %n 步，所有适用检查均通过。</numerusform>
        </translation>
    </message>
    <message>
        <source>The Python interpreter with PyTorch: $TPUWB_PYTHON, else the workbench&apos;s Python environment (%1) when installed, else /usr/bin/python3 (Debian&apos;s python3-torch).</source>
        <translation>具备 PyTorch 的 Python 解释器：$TPUWB_PYTHON，否则为已安装的工作台 Python 环境（%1），否则为 /usr/bin/python3（Debian 的 python3-torch）。</translation>
    </message>
    <message>
        <source>CPU (plain PyTorch)</source>
        <translation>CPU（纯 PyTorch）</translation>
    </message>
    <message>
        <source>XLA on CPU (torch_xla)</source>
        <translation>CPU 上的 XLA（torch_xla）</translation>
    </message>
    <message>
        <source>train.py --device cpu: plain PyTorch, the same model, data, metrics and checkpoint code as on the TPU.</source>
        <translation>train.py --device cpu：纯 PyTorch，与 TPU 上相同的模型、数据、指标和检查点代码。</translation>
    </message>
    <message>
        <source>train.py --device xla-cpu: the TPU code path (mesh, sharding, torch_xla.step) under torch_xla&apos;s CPU runtime, as many virtual devices as the mesh has. Needs torch_xla in the interpreter.</source>
        <translation>train.py --device xla-cpu：在 torch_xla 的 CPU 运行时下走 TPU 代码路径（网格、分片、torch_xla.step），虚拟设备数与网格相同。解释器中需要 torch_xla。</translation>
    </message>
    <message>
        <source>Runs train.py --device cpu (plain PyTorch) or --device xla-cpu (the TPU code path under torch_xla&apos;s CPU runtime): the same model, data, metrics and checkpoint code as on the TPU.</source>
        <translation>运行 train.py --device cpu（纯 PyTorch）或 --device xla-cpu（在 torch_xla 的 CPU 运行时下走 TPU 代码路径）：与 TPU 上相同的模型、数据、指标和检查点代码。</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>设备：</translation>
    </message>
    <message numerus="yes">
        <source>Smoke test passed: %n step(s) under torch_xla&apos;s CPU runtime, every applicable check passed.</source>
        <translation>
            <numerusform>冒烟测试通过：在 torch_xla 的 CPU 运行时下运行 %n 步，所有适用检查均通过。</numerusform>
        </translation>
    </message>
    <message>
        <source>train.py --device xla-cpu: the TPU code path (mesh, sharding, torch_xla.step) under torch_xla&apos;s CPU runtime, as many virtual devices as the mesh has.</source>
        <translation>train.py --device xla-cpu：在 torch_xla 的 CPU 运行时下走 TPU 代码路径（网格、分片、torch_xla.step），虚拟设备数与网格相同。</translation>
    </message>
    <message>
        <source>%1 has no torch_xla. The workbench&apos;s Python environment has it (scripts/install-python-env.sh); `tpuwb doctor` shows what each interpreter has.</source>
        <translation>%1 没有 torch_xla。工作台的 Python 环境具备它（scripts/install-python-env.sh）；`tpuwb doctor` 显示每个解释器具备什么。</translation>
    </message>
    <message>
        <source>The result was not kept: %1</source>
        <translation>结果未保存：%1</translation>
    </message>
    <message>
        <source>Reading this experiment&apos;s last smoke test ...</source>
        <translation>正在读取此实验的上一次冒烟测试 ...</translation>
    </message>
    <message>
        <source>No smoke test has run for this experiment yet.</source>
        <translation>此实验尚未运行过冒烟测试。</translation>
    </message>
    <message>
        <source>Not run since the last change: the last smoke test (%1) tested config %2, the experiment is now %3.</source>
        <translation>自上次更改后未运行：上次冒烟测试（%1）测试的是配置 %2，实验现在是 %3。</translation>
    </message>
    <message numerus="yes">
        <source>Smoke test passed on %1 for config %2: %n step(s) on %3, every applicable check passed.</source>
        <translation>
            <numerusform>冒烟测试于 %1 通过（配置 %2）：在 %3 上运行 %n 步，所有适用检查均通过。</numerusform>
        </translation>
    </message>
    <message>
        <source>Smoke test failed on %1 for config %2: %3</source>
        <translation>冒烟测试于 %1 失败（配置 %2）：%3</translation>
    </message>
    <message>
        <source>exit code %1.</source>
        <translation>退出码 %1。</translation>
    </message>
</context>
<context>
    <name>twb::SpecProbe</name>
    <message>
        <source>The device probe on %1 did not finish; its output was: %2</source>
        <translation>%1 上的设备探测未完成；其输出为：%2</translation>
    </message>
    <message>
        <source>%1 reports the accelerator type &quot;%2&quot;: %3</source>
        <translation>%1 报告的加速器类型为 &quot;%2&quot;：%3</translation>
    </message>
    <message>
        <source>The hand-typed spec of %1 (%2 x %3) differs from the hardware (%4 x %5); it was replaced.</source>
        <translation>%1 手动输入的规格（%2 x %3）与硬件（%4 x %5）不同；已替换。</translation>
    </message>
    <message>
        <source>found %1 x %2; %3 has %4 x %5</source>
        <translation>发现 %1 x %2；%3 应为 %4 x %5</translation>
    </message>
    <message>
        <source>The probe of %1 does not match its accelerator type (%2): the spec is not verified. Probe the right machine, or correct its accelerator type.</source>
        <translation>%1 的探测结果与其加速器类型不符（%2）：规格未经验证。请探测正确的机器，或更正其加速器类型。</translation>
    </message>
</context>
<context>
    <name>twb::SshCommandRunner</name>
    <message>
        <source>Lost the connection to %1 while trying to %2: %3.</source>
        <translation>尝试%2时与 %1 的连接断开：%3。</translation>
    </message>
    <message>
        <source>Cannot %1 on %2: %3.</source>
        <translation>无法在 %2 上%1：%3。</translation>
    </message>
    <message>
        <source>open a channel</source>
        <translation>打开通道</translation>
    </message>
    <message>
        <source>start the command</source>
        <translation>启动命令</translation>
    </message>
    <message>
        <source>send input</source>
        <translation>发送输入</translation>
    </message>
    <message>
        <source>read the output</source>
        <translation>读取输出</translation>
    </message>
    <message>
        <source>wait for the exit status</source>
        <translation>等待退出状态</translation>
    </message>
</context>
<context>
    <name>twb::SshConnectError</name>
    <message>
        <source>Cannot connect to %1: the host name %2 does not resolve (DNS: %3). Check the spelling of the host in the machine&apos;s entry or use its IP address; if the name is only known inside a VPN or a cloud network, connect to that first.</source>
        <translation>无法连接到 %1：主机名 %2 无法解析（DNS：%3）。请检查机器条目中主机的拼写，或使用其 IP 地址；如果该名称仅在 VPN 或云网络内可知，请先连接该网络。</translation>
    </message>
    <message>
        <source>Cannot connect to %1: the connection was refused. The host is up, but nothing listens on port %2. Check the machine&apos;s SSH port (usually 22) and that sshd runs on the host.</source>
        <translation>无法连接到 %1：连接被拒绝。主机在运行，但端口 %2 上没有监听。请检查机器的 SSH 端口（通常为 22）以及主机上 sshd 是否在运行。</translation>
    </message>
    <message>
        <source>Cannot connect to %1: no answer within %2 s. The host may be down or stopped, the address may be wrong, or a firewall drops the connection. Check that the TPU VM is running (gcloud compute tpus tpu-vm describe) and that TCP port %3 is open to this machine.</source>
        <translation>无法连接到 %1：%2 秒内无响应。主机可能已关闭或停止、地址可能有误，或防火墙丢弃了连接。请检查 TPU VM 是否在运行（gcloud compute tpus tpu-vm describe），以及 TCP 端口 %3 是否对本机开放。</translation>
    </message>
    <message>
        <source>Cannot connect to %1: the port accepted the connection but sent no SSH banner within %2 s (%3). Check that sshd, not another service, listens on port %4 and that the host is not overloaded.</source>
        <translation>无法连接到 %1：端口接受了连接，但在 %2 秒内未发送 SSH 横幅 (%3)。请检查在端口 %4 上监听的是否是 sshd 而非其他服务，以及主机是否过载。</translation>
    </message>
    <message>
        <source>Cannot connect to %1: there is no network route to the host (%2). Check the address, and that this machine is on the network (or VPN) that reaches it.</source>
        <translation>无法连接到 %1：没有到该主机的网络路由 (%2)。请检查地址，以及本机是否位于能访问它的网络（或 VPN）中。</translation>
    </message>
    <message>
        <source>Cannot connect to %1: the port accepted the connection and closed it before any SSH greeting (%2). Another service may listen on port %3, or sshd dropped the connection (too many unauthenticated connections, a firewall or TCP wrapper rule). Check the port and sshd&apos;s log on the host.</source>
        <translation>无法连接到 %1：端口接受了连接，但在任何 SSH 问候之前就关闭了它 (%2)。可能有其他服务在端口 %3 上监听，或 sshd 断开了连接（未认证连接过多、防火墙或 TCP wrapper 规则）。请检查主机上的端口和 sshd 日志。</translation>
    </message>
    <message>
        <source>Cannot connect to %1 through the jump host %2: %3. Check that `ssh %2` works from this machine and that the jump host reaches %4.</source>
        <translation>无法通过跳板机 %2 连接到 %1：%3。请检查本机能否执行 `ssh %2`，以及跳板机能否访问 %4。</translation>
    </message>
    <message>
        <source>Cannot connect to %1: %2. Check that the host is running and that its SSH port is reachable.</source>
        <translation>无法连接到 %1：%2。请检查主机是否在运行，以及其 SSH 端口是否可达。</translation>
    </message>
</context>
<context>
    <name>twb::SshHostKeyCheck</name>
    <message>
        <source>%1 did not present a host key: %2.</source>
        <translation>%1 未提供主机密钥：%2。</translation>
    </message>
    <message>
        <source>%1 key %2 at %3</source>
        <translation>%3 中的 %1 密钥 %2</translation>
    </message>
    <message>
        <source>a different key (the line could not be found)</source>
        <translation>另一个密钥（未找到该行）</translation>
    </message>
    <message>
        <source>Refused to connect to %1: it offered a %2 host key %3, but the known_hosts file records a key of another type for it: %4. This can be an attack (man in the middle). The known_hosts file was not changed. If the host&apos;s keys were really replaced, confirm the new fingerprint with its administrator, remove the old line with `%5`, and connect again.</source>
        <translation>拒绝连接到 %1：它提供了 %2 主机密钥 %3，但 known_hosts 文件中为其记录的是另一种类型的密钥：%4。这可能是攻击（中间人）。known_hosts 文件未被更改。如果主机密钥确实已更换，请与其管理员确认新指纹，用 `%5` 删除旧行，然后重新连接。</translation>
    </message>
    <message>
        <source>Refused to connect to %1: its host key has CHANGED. It offered %2 key %3, but the known_hosts file records %4. Someone may be intercepting the connection (man in the middle), or the host was reinstalled. The known_hosts file was not changed. If you know the host was reinstalled, confirm the new fingerprint with its administrator, remove the old line with `%5`, and connect again.</source>
        <translation>拒绝连接到 %1：其主机密钥已更改。它提供了 %2 密钥 %3，但 known_hosts 文件记录的是 %4。可能有人在截获连接（中间人），或主机已重装。known_hosts 文件未被更改。如果您确知主机已重装，请与其管理员确认新指纹，用 `%5` 删除旧行，然后重新连接。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the known_hosts file; the host key of %2 was not saved.</source>
        <translation>无法为 known_hosts 文件创建文件夹 %1；%2 的主机密钥未保存。</translation>
    </message>
    <message>
        <source>Cannot open %1 to save the host key of %2: %3.</source>
        <translation>无法打开 %1 以保存 %2 的主机密钥：%3。</translation>
    </message>
    <message>
        <source>Cannot save the host key of %1 to %2: %3.</source>
        <translation>无法将 %1 的主机密钥保存到 %2：%3。</translation>
    </message>
    <message>
        <source>Cannot check the host key of %1 against %2: %3. Check that the file is readable and well formed.</source>
        <translation>无法对照 %2 检查 %1 的主机密钥：%3。请检查该文件是否可读且格式正确。</translation>
    </message>
    <message>
        <source>Did not connect to %1: its %2 host key %3 was not accepted.</source>
        <translation>未连接 %1：其 %2 主机密钥 %3 未被接受。</translation>
    </message>
    <message>
        <source>Refused to connect to %1: its host key is not known (%2 key %3; not in %4). Check the fingerprint with the host&apos;s administrator (on the host: `ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub`), then re-run with --accept-new, or accept the key in the GUI.</source>
        <translation>拒绝连接到 %1：其主机密钥未知（%2 密钥 %3；不在 %4 中）。请与主机管理员核对指纹（在主机上：`ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub`），然后使用 --accept-new 重新运行，或在 GUI 中接受该密钥。</translation>
    </message>
</context>
<context>
    <name>twb::SshTransport</name>
    <message>
        <source>Internal error: the SSH connection to %1 was used from a second thread (a libssh session belongs to one thread). Please report this bug.</source>
        <translation>内部错误：到 %1 的 SSH 连接被第二个线程使用（libssh 会话只属于一个线程）。请报告此错误。</translation>
    </message>
    <message>
        <source>Cannot %1 on %2: %3.</source>
        <translation>无法在 %2 上%1：%3。</translation>
    </message>
    <message>
        <source>No host name given for the SSH connection.</source>
        <translation>未给出 SSH 连接的主机名。</translation>
    </message>
    <message>
        <source>No known_hosts file configured for %1; set one (--known-hosts, or Settings in the GUI).</source>
        <translation>未为 %1 配置 known_hosts 文件；请设置一个（--known-hosts，或 GUI 中的设置）。</translation>
    </message>
    <message>
        <source>libssh could not create a session.</source>
        <translation>libssh 无法创建会话。</translation>
    </message>
    <message>
        <source>Cannot parse the SSH config %1: %2.</source>
        <translation>无法解析 SSH 配置 %1：%2。</translation>
    </message>
    <message>
        <source>log in</source>
        <translation>登录</translation>
    </message>
    <message>
        <source>Authentication failed on %1: the host accepted none of the SSH agent&apos;s keys or ~/.ssh/id_* keys for user %2. Check the machine&apos;s SSH user, set its key file (or IdentityFile in ~/.ssh/config), and check that the key&apos;s public half is in ~/.ssh/authorized_keys of %2 on the host.</source>
        <translation>在 %1 上认证失败：主机未接受用户 %2 的任何 SSH agent 密钥或 ~/.ssh/id_* 密钥。请检查机器的 SSH 用户，设置其密钥文件（或 ~/.ssh/config 中的 IdentityFile），并检查公钥是否位于主机上 %2 的 ~/.ssh/authorized_keys 中。</translation>
    </message>
    <message>
        <source>The identity file %1 for %2 does not exist. Fix the machine&apos;s SSH identity file setting.</source>
        <translation>%2 的身份文件 %1 不存在。请修正机器的 SSH 身份文件设置。</translation>
    </message>
    <message>
        <source>Cannot read the private key %1: it is not a key file libssh understands.</source>
        <translation>无法读取私钥 %1：libssh 无法识别该密钥文件。</translation>
    </message>
    <message>
        <source>The key %1 is protected by a passphrase and there is no way to ask for it here. Load it into the SSH agent (`ssh-add %1`) and retry.</source>
        <translation>密钥 %1 受口令保护，且此处无法询问口令。请将其加载到 SSH agent（`ssh-add %1`）后重试。</translation>
    </message>
    <message>
        <source>Login to %1 cancelled: no passphrase for %2.</source>
        <translation>登录 %1 已取消：没有 %2 的口令。</translation>
    </message>
    <message>
        <source>Cannot unlock the key %1: wrong passphrase (%2 attempts).</source>
        <translation>无法解锁密钥 %1：口令错误（%2 次尝试）。</translation>
    </message>
    <message>
        <source>Authentication failed on %1: the host refused the key %2 for user %3. Check the machine&apos;s SSH user and key file, and that %2.pub is in ~/.ssh/authorized_keys of that user on the host.</source>
        <translation>在 %1 上认证失败：主机拒绝了用户 %3 的密钥 %2。请检查机器的 SSH 用户和密钥文件，以及 %2.pub 是否位于主机上该用户的 ~/.ssh/authorized_keys 中。</translation>
    </message>
</context>
<context>
    <name>twb::StackDump</name>
    <message>
        <source>%1: expected a list of frames.</source>
        <translation>%1：应为帧列表。</translation>
    </message>
    <message>
        <source>%1: a frame is not an object.</source>
        <translation>%1：某个帧不是对象。</translation>
    </message>
    <message>
        <source>%1 is not a stack dump (no &quot;hosts&quot; list).</source>
        <translation>%1 不是调用栈转储（没有 &quot;hosts&quot; 列表）。</translation>
    </message>
    <message>
        <source>%1: a host entry has no &quot;host&quot; index.</source>
        <translation>%1：某个主机条目没有 &quot;host&quot; 索引。</translation>
    </message>
    <message>
        <source>%1: host %2</source>
        <translation>%1：主机 %2</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>sleeping</source>
        <translation>睡眠中</translation>
    </message>
    <message>
        <source>in uninterruptible disk wait (D state)</source>
        <translation>处于不可中断的磁盘等待（D 状态）</translation>
    </message>
    <message>
        <source>stopped by a debugger or tracer (t state)</source>
        <translation>被调试器或跟踪器停止（t 状态）</translation>
    </message>
    <message>
        <source>stopped (SIGSTOP / T state)</source>
        <translation>已停止（SIGSTOP / T 状态）</translation>
    </message>
    <message>
        <source>exited, not yet reaped (zombie, Z state)</source>
        <translation>已退出但尚未回收（僵尸进程，Z 状态）</translation>
    </message>
    <message>
        <source>gone (train.py does not run there)</source>
        <translation>已消失（train.py 不在那里运行）</translation>
    </message>
    <message>
        <source>state unknown</source>
        <translation>状态未知</translation>
    </message>
    <message>
        <source>did not answer (%1)</source>
        <translation>没有应答（%1）</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>未给出原因</translation>
    </message>
    <message>
        <source>its stack is not where hosts %1 are</source>
        <translation>它的堆栈不在主机 %1 所在之处</translation>
    </message>
    <message>
        <source>in %1, not where hosts %2 are</source>
        <translation>在 %1 中，不在主机 %2 所在之处</translation>
    </message>
    <message>
        <source>no stack</source>
        <translation>没有堆栈</translation>
    </message>
    <message>
        <source>host %1: %2</source>
        <translation>主机 %1：%2</translation>
    </message>
</context>
<context>
    <name>twb::StackParser</name>
    <message>
        <source>py-spy dump --json printed no list of threads.</source>
        <translation>py-spy dump --json 未输出线程列表。</translation>
    </message>
</context>
<context>
    <name>twb::StackSampler</name>
    <message>
        <source>train.py does not run there (it ended, or never started); its log says why.</source>
        <translation>train.py 未在那里运行（已结束或从未启动）；原因见其日志。</translation>
    </message>
    <message>
        <source>the stack script did not finish; try again, and check that the host answers.</source>
        <translation>调用栈脚本未完成；请重试，并检查主机是否响应。</translation>
    </message>
    <message>
        <source>no stack sampler worked (%1). Install py-spy there (`pip install py-spy`) or an austin that knows its Python, or scaffold the project again so that train.py dumps its own stacks on SIGUSR2.</source>
        <translation>没有可用的调用栈采样器 (%1)。请在那里安装 py-spy（`pip install py-spy`）或能识别其 Python 的 austin，或重新生成项目，使 train.py 在收到 SIGUSR2 时自行转储调用栈。</translation>
    </message>
    <message>
        <source>none is installed</source>
        <translation>均未安装</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>the host did not answer within 30 s</source>
        <translation>主机在 30 秒内没有响应</translation>
    </message>
    <message>
        <source>Could not create %1; check the workspace&apos;s permissions.</source>
        <translation>无法创建 %1；请检查工作区的权限。</translation>
    </message>
    <message>
        <source>No stack dump has been taken of this run yet (%1 is empty); take one with `tpuwb run stacks`.</source>
        <translation>此运行尚未获取调用栈转储（%1 为空）；请用 `tpuwb run stacks` 获取。</translation>
    </message>
    <message>
        <source>train.py has exited and is not yet reaped (a zombie); its log says why.</source>
        <translation>train.py 已退出但尚未回收（僵尸进程）；它的日志说明了原因。</translation>
    </message>
    <message>
        <source>train.py is stopped (%1 state), so it cannot dump its own stacks (%2). py-spy reads a stopped process (`pip install py-spy` in its Python environment); `kill -CONT %3` there lets it go on.</source>
        <translation>train.py 已停止（%1 状态），因此无法转储自己的堆栈（%2）。py-spy 可以读取已停止的进程（在其 Python 环境中 `pip install py-spy`）；在那里执行 `kill -CONT %3` 可让它继续运行。</translation>
    </message>
</context>
<context>
    <name>twb::StackView</name>
    <message>
        <source>Where (most recent call first)</source>
        <translation>位置（最近的调用在前）</translation>
    </message>
    <message>
        <source>File:line</source>
        <translation>文件:行</translation>
    </message>
    <message>
        <source>No stack dump taken yet.</source>
        <translation>尚未获取调用栈转储。</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>主机 %1</translation>
    </message>
    <message>
        <source>hosts %1</source>
        <translation>主机 %1</translation>
    </message>
    <message>
        <source>Odd one out: %1</source>
        <translation>异常者：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n thread(s) each)</source>
        <translation>
            <numerusform>%1（每个 %n 个线程）</numerusform>
        </translation>
    </message>
    <message>
        <source>thread %1</source>
        <translation>线程 %1</translation>
    </message>
    <message>
        <source>thread %1 (%2)</source>
        <translation>线程 %1 (%2)</translation>
    </message>
    <message>
        <source>host %1: no stacks</source>
        <translation>主机 %1：无调用栈</translation>
    </message>
    <message numerus="yes">
        <source>Stacks of %n host(s), taken %1.</source>
        <translation>
            <numerusform>%n 台主机的调用栈，获取于 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>No host is odd: no single group holds more hosts than every other.</source>
        <translation>没有异常主机：没有哪个组的主机数多于其他所有组。</translation>
    </message>
    <message>
        <source>Every host is at the same place.</source>
        <translation>所有主机位于同一位置。</translation>
    </message>
    <message numerus="yes">
        <source>%n odd one(s) out, not where the others are: %1.</source>
        <comment>hosts</comment>
        <translation>
            <numerusform>%n 个异常者，与其他主机位置不同：%1。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::StepTimeProbe</name>
    <message>
        <source>The step-time measurement was cancelled; the plan has no measured step time.</source>
        <translation>步时测量已取消；计划中没有实测步时。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2. The measuring run wrote no metrics stream.</source>
        <translation>无法读取 %1：%2。测量运行没有写出指标流。</translation>
    </message>
    <message>
        <source>%1 has too few step times (%2) past the %3 warm-up steps that are left out; measure with more steps.</source>
        <translation>%1 在略去的 %3 个 warm-up 步之后步时太少（%2）；请用更多步数测量。</translation>
    </message>
    <message>
        <source>smoke run on this computer: step %1 of %2, loss %3</source>
        <translation>本机冒烟运行：第 %1 步，共 %2 步，loss %3</translation>
    </message>
    <message>
        <source>smoke run on this computer: %1 steps of %2 with --device cpu</source>
        <translation>本机冒烟运行：%2 的 %1 步，使用 --device cpu</translation>
    </message>
    <message>
        <source>The smoke run in %1 failed (exit %2)%3; the step time was not measured. Run `python3 train.py --device cpu --max-steps %4` there to see why.</source>
        <translation>%1 中的冒烟运行失败（退出码 %2）%3；步时未测量。在该目录运行 `python3 train.py --device cpu --max-steps %4` 查看原因。</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>measuring run %1 on %2: %3</source>
        <translation>%2 上的测量运行 %1：%3</translation>
    </message>
    <message>
        <source>The measuring run %1 on %2 ended %3%4; the step time was not measured. See `tpuwb run logs %1`.</source>
        <translation>%2 上的测量运行 %1 以 %3%4 结束；步时未测量。请查看 `tpuwb run logs %1`。</translation>
    </message>
    <message>
        <source>%1 (run %2)</source>
        <translation>%1（运行 %2）</translation>
    </message>
</context>
<context>
    <name>twb::StudyBuilder</name>
    <message>
        <source>&quot;%1&quot; needs a field path and its values: path=v1,v2 (e.g. train.lr=1e-4,3e-4).</source>
        <translation>“%1”需要字段路径及其取值：path=v1,v2（例如 train.lr=1e-4,3e-4）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; gives %2 no values: write %2=v1,v2.</source>
        <translation>“%1”没有给 %2 任何取值：请写 %2=v1,v2。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; gives %2 one value only; a variable needs two values or more to compare (set a fixed value with --set instead).</source>
        <translation>“%1”只给了 %2 一个取值；变量需要两个或更多取值才能比较（固定值请用 --set 设置）。</translation>
    </message>
    <message>
        <source>%1 is not a field of the experiment.</source>
        <translation>%1 不是实验的字段。</translation>
    </message>
    <message>
        <source>%1 is not a field of the experiment; its block has: %2.</source>
        <translation>%1 不是实验的字段；它所在的块有：%2。</translation>
    </message>
    <message>
        <source>The study name &quot;%1&quot; is not usable: letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, 1 to 64 characters.</source>
        <translation>研究名称“%1”不可用：只能用字母、数字、&apos;.&apos;、&apos;_&apos; 和 &apos;-&apos;，1 到 64 个字符。</translation>
    </message>
    <message>
        <source>Seeds must be 1 to %1, not %2.</source>
        <translation>种子数必须为 1 到 %1，而不是 %2。</translation>
    </message>
    <message>
        <source>A study needs a variable to vary, e.g. train.lr=1e-4,3e-4.</source>
        <translation>研究需要一个要变化的变量，例如 train.lr=1e-4,3e-4。</translation>
    </message>
    <message>
        <source>%1 is varied twice; give its values once.</source>
        <translation>%1 被变化了两次；请只给出一次取值。</translation>
    </message>
    <message>
        <source>%1 holds another project (%2 differ); choose another study name or overwrite.</source>
        <translation>%1 中有另一个项目（%2 不同）；请换一个研究名称或覆盖。</translation>
    </message>
    <message>
        <source>%1 exists with another matrix; choose another study name or overwrite.</source>
        <translation>%1 已存在且矩阵不同；请换一个研究名称或覆盖。</translation>
    </message>
    <message>
        <source>Cannot create %1; check its permissions.</source>
        <translation>无法创建 %1；请检查权限。</translation>
    </message>
</context>
<context>
    <name>twb::StudyCreation</name>
    <message>
        <source>No run service to measure the step time on %1 with.</source>
        <translation>没有可用于在 %1 上测量步时的运行服务。</translation>
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
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 us</source>
        <translation>%1 微秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 h (%2 days)</source>
        <translation>%1 小时（%2 天）</translation>
    </message>
    <message>
        <source>the metric &quot;%1&quot; is not one the training project writes; use one of: %2.</source>
        <translation>训练项目不会写出指标“%1”；请使用以下之一：%2。</translation>
    </message>
    <message>
        <source>the accelerator type &quot;%1&quot; is not in the catalog</source>
        <translation>加速器类型“%1”不在目录中</translation>
    </message>
    <message>
        <source>the experiment&apos;s model or batch is not known</source>
        <translation>实验的模型或批大小未知</translation>
    </message>
    <message>
        <source>%1 GFLOP per step (6N+12Lds x %2 tokens): the CPU ran it at %3 GFLOP/s; %4 chips of %5 at %6 TFLOP/s bf16 peak each, at an assumed %7% MFU, would take %8</source>
        <translation>每步 %1 GFLOP（6N+12Lds x %2 个 token）：CPU 以 %3 GFLOP/s 运行；%5 的 %4 个芯片（每个 bf16 峰值 %6 TFLOP/s）在假定 %7% MFU 下需要 %8</translation>
    </message>
    <message>
        <source>measured: the median step of a smoke run on %1 (%2; steps after warm-up: %3), read from %4</source>
        <translation>实测：在 %1（%2；warm-up 后步数：%3）上冒烟运行的中位步时，读取自 %4</translation>
    </message>
    <message>
        <source>measured on CPU (%1, the median step on %2; steps after warm-up: %3; read from %4), scaled by %5; not a TPU figure</source>
        <translation>在 CPU 上实测（%1，%2 上的中位步时；warm-up 后步数：%3；读取自 %4），缩放系数 %5；不是 TPU 数据</translation>
    </message>
    <message>
        <source>measured on CPU (%1), which cannot be scaled to %2: %3; no TPU figure</source>
        <translation>在 CPU 上实测（%1），无法缩放到 %2：%3；没有 TPU 数据</translation>
    </message>
    <message>
        <source>not measured: %1</source>
        <translation>未测量：%1</translation>
    </message>
    <message>
        <source># Study plan: %1

</source>
        <translation># 研究计划：%1

</translation>
    </message>
    <message>
        <source>## Idea

%1

</source>
        <translation>## 想法

%1

</translation>
    </message>
    <message>
        <source>(not given)</source>
        <translation>（未给出）</translation>
    </message>
    <message>
        <source>## Hypothesis

%1

</source>
        <translation>## 假设

%1

</translation>
    </message>
    <message>
        <source>## Base experiment

</source>
        <translation>## 基础实验

</translation>
    </message>
    <message>
        <source>- Project: `%1` (config hash %2)
</source>
        <translation>- 项目：`%1`（配置哈希 %2）
</translation>
    </message>
    <message>
        <source>- Slice: %1
</source>
        <translation>- 切片：%1
</translation>
    </message>
    <message>
        <source>- Steps per run: %1 (train.max_steps)
</source>
        <translation>- 每次运行步数：%1（train.max_steps）
</translation>
    </message>
    <message>
        <source>## Ablation matrix

</source>
        <translation>## 消融矩阵

</translation>
    </message>
    <message>
        <source>- File: `%1` (%2)
</source>
        <translation>- 文件：`%1`（%2）
</translation>
    </message>
    <message>
        <source>- Metric: %1, goal %2, at %3
</source>
        <translation>- 指标：%1，目标 %2，取 %3
</translation>
    </message>
    <message>
        <source>| variable | values |</source>
        <translation>| 变量 | 取值 |</translation>
    </message>
    <message>
        <source>Cells x seeds = runs: %1 x %2 = %3.

</source>
        <translation>单元 x 种子 = 运行：%1 x %2 = %3。

</translation>
    </message>
    <message>
        <source>## Next

</source>
        <translation>## 下一步

</translation>
    </message>
    <message>
        <source>- Results: `tpuwb ablate report %1 --out report.md`
</source>
        <translation>- 结果：`tpuwb ablate report %1 --out report.md`
</translation>
    </message>
    <message>
        <source>## Compute budget

</source>
        <translation>## 计算预算

</translation>
    </message>
    <message>
        <source>- Step time: %1
</source>
        <translation>- 步时：%1
</translation>
    </message>
    <message>
        <source>- Scale: %1 (%2)
</source>
        <translation>- 缩放：%1（%2）
</translation>
    </message>
    <message>
        <source>- Budget step time: %1%2
</source>
        <translation>- 预算步时：%1%2
</translation>
    </message>
    <message>
        <source> (scaled from CPU; not a TPU figure)</source>
        <translation>（由 CPU 缩放；不是 TPU 数据）</translation>
    </message>
    <message>
        <source>- Below about %1 a TPU step is bound by launch overhead, not by FLOPs: this scaled figure is a lower bound. Measure on the slice (`--machine NAME`) for a real one.
</source>
        <translation>- 低于约 %1 时，TPU 的一步受启动开销限制，而不是 FLOPs：这个缩放值是下限。要得到真实值，请在切片上测量（`--machine NAME`）。
</translation>
    </message>
    <message>
        <source>- Training: runs x steps x step time = %1 x %2 x %3 = %4
</source>
        <translation>- 训练：运行数 x 步数 x 步时 = %1 x %2 x %3 = %4
</translation>
    </message>
    <message>
        <source>- Not included: compilation and start-up (a few minutes per run on a TPU), evaluation beyond train.eval_every, failed runs.
</source>
        <translation>- 未包含：编译和启动（在 TPU 上每次运行几分钟）、超出 train.eval_every 的评估、失败的运行。
</translation>
    </message>
    <message>
        <source>- Budget: unknown. %1
</source>
        <translation>- 预算：未知。%1
</translation>
    </message>
    <message>
        <source>- To measure it: `tpuwb plan new ... --measure` (a short CPU smoke run here) or `--machine NAME` (a short run on the slice).
</source>
        <translation>- 测量方法：`tpuwb plan new ... --measure`（在本机进行一次短 CPU 冒烟运行）或 `--machine NAME`（在切片上进行一次短运行）。
</translation>
    </message>
    <message>
        <source>## Significance

</source>
        <translation>## 显著性

</translation>
    </message>
    <message>
        <source>- With 1 seed per cell there is no seed spread: no difference between cells can be called significant. Use 3 seeds or more (`--seeds 3`).

</source>
        <translation>- 每个单元只有 1 个种子时没有种子间离散：单元之间的任何差异都不能称为显著。请使用 3 个或更多种子（`--seeds 3`）。

</translation>
    </message>
    <message>
        <source>- Seeds per cell: %1. Two cells differ detectably (two-sided 5%, 80% power, t with %2 degrees of freedom) when their means are %3 seed standard deviations apart.
</source>
        <translation>- 每个单元的种子数：%1。当两个单元的均值相差 %3 个种子标准差时，可以检测到差异（双侧 5%、80% 功效、自由度为 %2 的 t 分布）。
</translation>
    </message>
    <message>
        <source>- Seed spread of %1: %2 (pooled, %3 degrees of freedom; %4). Detectable difference: %5.
</source>
        <translation>- %1 的种子离散：%2（合并，自由度 %3；%4）。可检测差异：%5。
</translation>
    </message>
    <message>
        <source>- The spread was measured on other runs than this study&apos;s; the first cell&apos;s seeds measure it for this one (`tpuwb ablate report`).
</source>
        <translation>- 该离散是在本研究之外的运行上测得的；第一个单元的种子会为本研究测量它（`tpuwb ablate report`）。
</translation>
    </message>
    <message>
        <source>- Seed spread of %1: unknown (no finished multi-seed runs of it in this workspace). Run the baseline cell with its seeds first (`tpuwb ablate launch %2`); the report&apos;s std column is the spread.
</source>
        <translation>- %1 的种子离散：未知（此工作区中没有它的已完成多种子运行）。请先用其种子运行基线单元（`tpuwb ablate launch %2`）；报告的 std 列就是离散。
</translation>
    </message>
    <message>
        <source>## Timeline

</source>
        <translation>## 时间线

</translation>
    </message>
    <message>
        <source>- Unknown until the step time is measured.

</source>
        <translation>- 在测得步时之前未知。

</translation>
    </message>
    <message>
        <source>- Machines in parallel: %1 (one run per machine at a time): %2 of wall time.
</source>
        <translation>- 并行机器数：%1（每台机器同时一次运行）：墙钟时间 %2。
</translation>
    </message>
    <message>
        <source>- With %1 machines (one per run): %2.
</source>
        <translation>- 使用 %1 台机器（每次运行一台）：%2。
</translation>
    </message>
    <message>
        <source>- Launch: `tpuwb ablate launch %1 --machines %2`
</source>
        <translation>- 启动：`tpuwb ablate launch %1 --machines %2`
</translation>
    </message>
    <message>
        <source>- Chip time: %1 (%2 of training x chips per run: %3, %4; at %5 per step, scaled from %6 measured on CPU)
</source>
        <translation>- 芯片时间：%1（%2 训练 x 每次运行的芯片数：%3，%4；每步 %5，由在 CPU 上测得的 %6 换算）
</translation>
    </message>
    <message>
        <source>- Chip time: %1 (%2 of training x chips per run: %3, %4; at the measured step time of %5)
</source>
        <translation>- 芯片时间：%1（%2 训练 x 每次运行的芯片数：%3，%4；按测得的步时 %5）
</translation>
    </message>
</context>
<context>
    <name>twb::TabListButton</name>
    <message>
        <source>Tabs</source>
        <extracomment>A button beside a row of tabs whose menu lists all of them.</extracomment>
        <translation>标签页</translation>
    </message>
    <message>
        <source>Every tab, also those scrolled out of sight</source>
        <translation>所有标签页，包括滚动到视野外的</translation>
    </message>
    <message>
        <source>All tabs</source>
        <translation>所有标签页</translation>
    </message>
</context>
<context>
    <name>twb::TemplateRenderer</name>
    <message>
        <source>Template %1, %2: %3. Fix the template; nothing was generated.</source>
        <translation>模板 %1，%2：%3。请修正模板；未生成任何内容。</translation>
    </message>
    <message>
        <source>unknown line</source>
        <translation>未知行</translation>
    </message>
    <message>
        <source>partial `%1` used, but this renderer has no partials</source>
        <translation>使用了 partial `%1`，但此渲染器没有 partial</translation>
    </message>
    <message>
        <source>partial `%1` cannot be loaded (%2)</source>
        <translation>无法加载 partial `%1` (%2)</translation>
    </message>
    <message>
        <source>`%1` is not in the data given to the template (a typo, or a key the caller must add)</source>
        <translation>`%1` 不在传给模板的数据中（拼写错误，或调用方需要添加的键）</translation>
    </message>
</context>
<context>
    <name>twb::TemplateStore</name>
    <message>
        <source>Template path `%1` leaves the templates folder %2; use a path relative to it.</source>
        <translation>模板路径 `%1` 超出了模板文件夹 %2；请使用相对于它的路径。</translation>
    </message>
    <message>
        <source>the file is missing or unreadable</source>
        <translation>文件缺失或无法读取</translation>
    </message>
    <message>
        <source>the templates folder does not exist; set TPUWB_TEMPLATES or reinstall</source>
        <translation>模板文件夹不存在；请设置 TPUWB_TEMPLATES 或重新安装</translation>
    </message>
    <message>
        <source>Cannot read template %1 (%2).</source>
        <translation>无法读取模板 %1 (%2)。</translation>
    </message>
    <message>
        <source>Template folder %1 does not exist; set TPUWB_TEMPLATES or reinstall.</source>
        <translation>模板文件夹 %1 不存在；请设置 TPUWB_TEMPLATES 或重新安装。</translation>
    </message>
</context>
<context>
    <name>twb::TensorTableModel</name>
    <message>
        <source>Dimension %1 (%2): the mesh axes it is split over</source>
        <translation>维度 %1 (%2)：对其进行切分的 mesh 轴</translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation>张量</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <source>Dim 0</source>
        <translation>维 0</translation>
    </message>
    <message>
        <source>Dim 1</source>
        <translation>维 1</translation>
    </message>
    <message>
        <source>Dim 2</source>
        <translation>维 2</translation>
    </message>
    <message>
        <source>Shard per device</source>
        <translation>每设备分片</translation>
    </message>
    <message>
        <source>Bytes / device</source>
        <translation>字节 / 设备</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
</context>
<context>
    <name>twb::TfEventReader</name>
    <message>
        <source>%1: the record at byte %2 is damaged (%3); it is skipped and the file read on.</source>
        <translation>%1：第 %2 字节处的记录已损坏 (%3)；已跳过并继续读取文件。</translation>
    </message>
</context>
<context>
    <name>twb::TfRecordReader</name>
    <message>
        <source>a record length of %1 bytes, past the limit of %2</source>
        <translation>记录长度 %1 字节，超过上限 %2</translation>
    </message>
    <message>
        <source>the length&apos;s checksum does not match</source>
        <translation>长度校验和不匹配</translation>
    </message>
    <message>
        <source>the data&apos;s checksum does not match</source>
        <translation>数据校验和不匹配</translation>
    </message>
</context>
<context>
    <name>twb::TorchXlaPorter</name>
    <message>
        <source>device placement</source>
        <translation>设备放置</translation>
    </message>
    <message>
        <source>.cuda() call</source>
        <translation>.cuda() 调用</translation>
    </message>
    <message>
        <source>mixed precision (bf16)</source>
        <translation>混合精度（bf16）</translation>
    </message>
    <message>
        <source>step boundary</source>
        <translation>步边界</translation>
    </message>
    <message>
        <source>device loader</source>
        <translation>设备加载器</translation>
    </message>
    <message>
        <source>process launch</source>
        <translation>进程启动</translation>
    </message>
    <message>
        <source>runtime call</source>
        <translation>运行时调用</translation>
    </message>
    <message>
        <source>imports</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>%1 does not exist or is not a file; give the Python training script to port.</source>
        <translation>%1 不存在或不是文件；请指定要移植的 Python 训练脚本。</translation>
    </message>
    <message>
        <source>The port script %1 is missing; reinstall the workbench or set TPUWB_TEMPLATES to a templates folder that has it.</source>
        <translation>移植脚本 %1 缺失；请重新安装 Workbench，或将 TPUWB_TEMPLATES 设为包含它的模板文件夹。</translation>
    </message>
    <message>
        <source>%1 cannot be started (%2); install Python 3 or give the interpreter with --python (or TPUWB_PYTHON).</source>
        <translation>无法启动 %1（%2）；请安装 Python 3，或用 --python（或 TPUWB_PYTHON）指定解释器。</translation>
    </message>
    <message>
        <source>%1 %2 did not finish within a minute on %3.</source>
        <translation>%1 %2 在 %3 上一分钟内未完成。</translation>
    </message>
    <message>
        <source>%1 %2 failed on %3 (exit status %4): %5; it needs Python 3.9 or newer.</source>
        <translation>%1 %2 在 %3 上失败（退出状态 %4）：%5；需要 Python 3.9 或更新版本。</translation>
    </message>
    <message>
        <source>the output of %1</source>
        <translation>%1 的输出</translation>
    </message>
    <message>
        <source>%1 printed no JSON object for %2.</source>
        <translation>%1 没有为 %2 输出 JSON 对象。</translation>
    </message>
    <message>
        <source>%1 exists already (the original of an earlier port?); move it away, then write the port again.</source>
        <translation>%1 已存在（早先一次移植的原文件？）；请先将其移走，再重新写入移植结果。</translation>
    </message>
    <message>
        <source>%1 changed since it was ported; port it again.</source>
        <translation>%1 在移植后已被修改；请重新移植。</translation>
    </message>
</context>
<context>
    <name>twb::TpuGeneration</name>
    <message>
        <source>%1 (e.g. %2)</source>
        <translation>%1（例如 %2）</translation>
    </message>
    <message>
        <source> [naming uncertain]</source>
        <translation> [名称未确定]</translation>
    </message>
</context>
<context>
    <name>twb::UiLanguage</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <extracomment>Language menu: use the operating system&apos;s language</extracomment>
        <translation>系统语言(&amp;S)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>TPU Workbench will use %1 from its next start.</source>
        <translation>TPU Workbench 将从下次启动起使用%1。</translation>
    </message>
    <message>
        <source>the system language</source>
        <translation>系统语言</translation>
    </message>
</context>
<context>
    <name>twb::UseKernelDialog</name>
    <message>
        <source>Use the kernel in an experiment</source>
        <translation>在实验中使用内核</translation>
    </message>
    <message>
        <source>Switches %1 into the experiment (model.kernels), copies it into the project and checks it against the plain module on the first batch of every run. On a CPU the Pallas kernel runs in interpret mode.</source>
        <translation>将 %1 接入实验 (model.kernels)，复制到项目中，并在每次运行的第一个批次上与普通模块比对。在 CPU 上，Pallas 内核以解释模式运行。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Create the A/B ablation (kernel off / on)</source>
        <translation>创建 A/B 消融（内核关闭 / 开启）</translation>
    </message>
    <message>
        <source> seeds</source>
        <translation> 个种子</translation>
    </message>
    <message>
        <source>Overwrite project files edited by hand</source>
        <translation>覆盖手动编辑过的项目文件</translation>
    </message>
    <message>
        <source>Experiment:</source>
        <translation>实验：</translation>
    </message>
    <message>
        <source>Module:</source>
        <translation>模块：</translation>
    </message>
    <message>
        <source>Use kernel</source>
        <translation>使用内核</translation>
    </message>
    <message>
        <source>No scaffolded experiment in this workspace</source>
        <translation>此工作区中没有生成的实验</translation>
    </message>
</context>
<context>
    <name>twb::ValidatedWizardPage</name>
    <message>
        <source>Error:</source>
        <translation>错误：</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>注意：</translation>
    </message>
</context>
<context>
    <name>twb::ValueRange</name>
    <message>
        <source>%1: lo and hi must be finite numbers.</source>
        <translation>%1：lo 和 hi 必须是有限数。</translation>
    </message>
    <message>
        <source>%1: n is %2; give the number of values, from 1 to %3.</source>
        <translation>%1：n 为 %2；请给出值的个数，1 到 %3。</translation>
    </message>
    <message>
        <source>%1: a log range needs lo and hi above 0 (got %2 and %3); use &quot;scale&quot;: &quot;linear&quot; or positive ends.</source>
        <translation>%1：对数范围需要 lo 和 hi 大于 0（得到 %2 和 %3）；请使用 &quot;scale&quot;: &quot;linear&quot; 或正的端点。</translation>
    </message>
    <message>
        <source>%1 must be an object {&quot;lo&quot;, &quot;hi&quot;, &quot;n&quot;, &quot;scale&quot;} or a string &quot;lo:hi:n&quot;, not a %2.</source>
        <translation>%1 必须是对象 {&quot;lo&quot;, &quot;hi&quot;, &quot;n&quot;, &quot;scale&quot;} 或字符串 &quot;lo:hi:n&quot;，而不是 %2。</translation>
    </message>
    <message>
        <source>%1 has an unknown key &quot;%2&quot;; a range has lo, hi, n and scale.</source>
        <translation>%1 有未知键 &quot;%2&quot;；范围包含 lo、hi、n 和 scale。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a number.</source>
        <translation>%1：&quot;%2&quot; 必须是数字。</translation>
    </message>
    <message>
        <source>%1: &quot;n&quot; must be an integer (how many values).</source>
        <translation>%1：&quot;n&quot; 必须是整数（值的个数）。</translation>
    </message>
    <message>
        <source>%1: &quot;scale&quot; must be &quot;linear&quot; or &quot;log&quot;.</source>
        <translation>%1：&quot;scale&quot; 必须是 &quot;linear&quot; 或 &quot;log&quot;。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a range; write &quot;lo:hi:n&quot; (n log-spaced values) or &quot;lo:hi:n:lin&quot; (linear), for example &quot;1e-4:1e-2:3&quot;.</source>
        <translation>%1：&quot;%2&quot; 不是范围；请写成 &quot;lo:hi:n&quot;（n 个对数间隔的值）或 &quot;lo:hi:n:lin&quot;（线性），例如 &quot;1e-4:1e-2:3&quot;。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; has no scale, so it means %3 log-spaced values, which need ends above 0; earlier versions read it as linear: write &quot;%2:lin&quot; for that.</source>
        <translation>%1：&quot;%2&quot; 没有刻度，因此表示 %3 个对数间隔的值，需要端点大于 0；早期版本按线性读取：如需线性请写 &quot;%2:lin&quot;。</translation>
    </message>
</context>
<context>
    <name>twb::VariableEditor</name>
    <message>
        <source>The dotted field of experiment.json to vary, such as train.lr</source>
        <translation>experiment.json 中要改变的点分字段，例如 train.lr</translation>
    </message>
    <message>
        <source>List</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>1, 2, 4   or   adamw, sgd</source>
        <translation>1, 2, 4   或   adamw, sgd</translation>
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
        <translation>线性</translation>
    </message>
    <message>
        <source>log</source>
        <translation>对数</translation>
    </message>
    <message>
        <source>Field:</source>
        <translation>字段：</translation>
    </message>
    <message>
        <source>Values:</source>
        <translation>值：</translation>
    </message>
    <message>
        <source>Baseline:</source>
        <translation>基线：</translation>
    </message>
    <message>
        <source>Give at least one value, such as 1, 2, 4.</source>
        <translation>请至少给出一个值，例如 1, 2, 4。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has an empty value between commas.</source>
        <translation>&quot;%1&quot; 的逗号之间有空值。</translation>
    </message>
    <message>
        <source>lo and hi must be numbers, such as 1e-4 and 1e-2.</source>
        <translation>lo 和 hi 必须是数字，例如 1e-4 和 1e-2。</translation>
    </message>
    <message>
        <source>the base experiment&apos;s value</source>
        <translation>基础实验的值</translation>
    </message>
    <message numerus="yes">
        <source>→ %n value(s): %1</source>
        <translation>
            <numerusform>→ %n 个值：%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::VariableListModel</name>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>值</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>基线</translation>
    </message>
</context>
<context>
    <name>twb::VerificationView</name>
    <message>
        <source>Verify</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>Check the run against ml-engine&apos;s self-verification list (`tpuwb run verify`)</source>
        <translation>对照 ml-engine 的自检清单检查运行（`tpuwb run verify`）</translation>
    </message>
    <message>
        <source>Checks: no run open.</source>
        <translation>检查：未打开运行。</translation>
    </message>
    <message numerus="yes">
        <source>Checks: all %n applicable passed.</source>
        <translation>
            <numerusform>检查：全部 %n 项适用检查均通过。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checks: %n failed.</source>
        <translation>
            <numerusform>检查：%n 项失败。</numerusform>
        </translation>
    </message>
    <message>
        <source>Checks: none applies yet.</source>
        <translation>检查：暂无适用项。</translation>
    </message>
</context>
<context>
    <name>twb::Workspace</name>
    <message>
        <source>The workspace %1 is on a read-only file system: it is open for reading only, and saving, launching and other changes are off. Remount it read-write or copy it to a writable folder to change it.</source>
        <translation>工作区 %1 位于只读文件系统上：仅以只读方式打开，保存、启动和其他更改均已禁用。如需更改，请以读写方式重新挂载，或将其复制到可写文件夹。</translation>
    </message>
    <message>
        <source>The workspace %1 is not writable by this user: it is open for reading only, and saving, launching and other changes are off. Check the folder&apos;s permissions or copy it to a writable folder to change it.</source>
        <translation>此用户无法写入工作区 %1：仅以只读方式打开，保存、启动和其他更改均已禁用。如需更改，请检查文件夹的权限，或将其复制到可写文件夹。</translation>
    </message>
    <message>
        <source>Cannot create the workspace folder %1. Check the permissions or choose another workspace.</source>
        <translation>无法创建工作区文件夹 %1。请检查权限或选择其他工作区。</translation>
    </message>
    <message>
        <source>%1 has schema %2, which this version of TPU Workbench cannot read (it reads %3). Use a newer TPU Workbench.</source>
        <translation>%1 的 schema 为 %2，此版本的 TPU Workbench 无法读取（它读取 %3）。请使用更新版本的 TPU Workbench。</translation>
    </message>
</context>
<context>
    <name>twb::WorkspaceLock</name>
    <message>
        <source>Cannot create the workspace folder %1 for its lock file. Check the permissions or choose another workspace.</source>
        <translation>无法为锁文件创建工作区文件夹 %1。请检查权限或选择其他工作区。</translation>
    </message>
    <message>
        <source>Cannot write the lock file %1: the workspace folder is not writable.</source>
        <translation>无法写入锁文件 %1：工作区文件夹不可写。</translation>
    </message>
    <message>
        <source>Cannot write the lock file %1. Check the folder and the disk.</source>
        <translation>无法写入锁文件 %1。请检查文件夹和磁盘。</translation>
    </message>
    <message>
        <source>Read-only: another window (pid %1 on %2, since %3) has the workspace %4 open, so saving, launching and other changes are off here. Close that window and open the workspace again to change it.</source>
        <translation>只读：另一个窗口（%2 上的 pid %1，自 %3 起）已打开工作区 %4，因此此处无法保存、启动或进行其他更改。关闭该窗口并重新打开工作区即可更改。</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
</context>
<context>
    <name>twb::WorkspaceLockKeeper</name>
    <message>
        <source>Workspace in use</source>
        <translation>工作区正在使用</translation>
    </message>
    <message>
        <source>Another TPU Workbench window has the workspace %1 open.</source>
        <translation>另一个 TPU Workbench 窗口已打开工作区 %1。</translation>
    </message>
    <message>
        <source>Process %1 (%2) on %3 has had it open since %4. One window at a time changes a workspace; open it read-only here to look at it, or cancel and switch to that window.</source>
        <translation>%3 上的进程 %1（%2）自 %4 起已打开它。一次只有一个窗口可以更改工作区；可在此以只读方式打开查看，或取消并切换到该窗口。</translation>
    </message>
    <message>
        <source>unknown program</source>
        <translation>未知程序</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>Open Read-Only</source>
        <translation>以只读方式打开</translation>
    </message>
</context>
<context>
    <name>twb::WorkspaceTrust</name>
    <message>
        <source>Machine %1 in %2 asks to run a command this workspace carries (%3): %4
A workspace can come from someone else&apos;s repository, so its commands run only once you trust it. If you know this command, trust the workspace with `tpuwb --workspace %5 workspace trust` (or answer the question the app asks when it opens the workspace); nothing was run.</source>
        <translation>%2 中的机器 %1 请求运行此工作区携带的命令 (%3)：%4
工作区可能来自他人的仓库，因此只有在您信任后其命令才会运行。如果您了解此命令，请用 `tpuwb --workspace %5 workspace trust` 信任该工作区（或在应用打开工作区时回答询问）；未运行任何内容。</translation>
    </message>
    <message>
        <source>Run %1 (%2) names a Python interpreter this workspace carries: %3
A workspace can come from someone else&apos;s repository, so the programs it names run only once you trust it. If you know this program, trust the workspace with `tpuwb --workspace %4 workspace trust` (or answer the question the app asks when it opens the workspace); nothing was run.</source>
        <translation>运行 %1（%2）指定了此工作区自带的 Python 解释器：%3
工作区可能来自他人的仓库，因此只有在您信任它之后，其中指定的程序才会运行。如果您了解此程序，请通过 `tpuwb --workspace %4 workspace trust` 信任该工作区（或在应用打开工作区时回答其询问）；未运行任何内容。</translation>
    </message>
</context>
<context>
    <name>twb::WorkspaceTrustPrompt</name>
    <message>
        <source>&lt;li&gt;machine &lt;b&gt;%1&lt;/b&gt;, %2:&lt;br&gt;&lt;code&gt;%3&lt;/code&gt;&lt;/li&gt;</source>
        <translation>&lt;li&gt;机器 &lt;b&gt;%1&lt;/b&gt;，%2：&lt;br&gt;&lt;code&gt;%3&lt;/code&gt;&lt;/li&gt;</translation>
    </message>
    <message>
        <source>Trust this workspace?</source>
        <translation>信任此工作区吗？</translation>
    </message>
    <message>
        <source>Trust these commands</source>
        <translation>信任这些命令</translation>
    </message>
    <message>
        <source>Don&apos;t trust</source>
        <translation>不信任</translation>
    </message>
    <message numerus="yes">
        <source>Workspace %1 trusted: %n command(s) approved.</source>
        <translation>
            <numerusform>已信任工作区 %1：批准了 %n 条命令。</numerusform>
        </translation>
    </message>
    <message>
        <source>Workspace %1 not trusted: its commands stay refused.</source>
        <translation>工作区 %1 未被信任：其命令仍被拒绝。</translation>
    </message>
    <message>
        <source>&lt;li&gt;%1:&lt;br&gt;&lt;code&gt;%2&lt;/code&gt;&lt;/li&gt;</source>
        <translation>&lt;li&gt;%1：&lt;br&gt;&lt;code&gt;%2&lt;/code&gt;&lt;/li&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The workspace &lt;b&gt;%1&lt;/b&gt; carries commands and programs that the workbench would run on your machines:&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;A workspace can come from someone else&apos;s repository. Trust it only if you know these commands. Until you do, they are refused and nothing of them runs.&lt;/p&gt;</source>
        <translation>&lt;p&gt;工作区 &lt;b&gt;%1&lt;/b&gt; 包含 Workbench 将在您的机器上运行的命令和程序：&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;工作区可能来自他人的仓库。仅当您了解这些命令时才信任它。在此之前，这些命令会被拒绝，不会运行其中任何内容。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>twb::XAxisTicker</name>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>wall time</source>
        <translation>墙钟时间</translation>
    </message>
    <message>
        <source>time since start (h:m:s)</source>
        <translation>自开始以来的时间 (h:m:s)</translation>
    </message>
</context>
<context>
    <name>twb::XPlaneReader</name>
    <message>
        <source>%1 is not an XPlane trace (its bytes do not read as an XSpace protobuf); the copy may be cut short: take the profile again, or open the file in XProf/TensorBoard.</source>
        <translation>%1 不是 XPlane 追踪（其字节无法作为 XSpace protobuf 读取）；副本可能被截断：请重新采集 profile，或在 XProf/TensorBoard 中打开该文件。</translation>
    </message>
    <message>
        <source>%1 has no ProfilerStep#&lt;step&gt; spans: it was not written by the project&apos;s `tpuwb run profile` hook (scaffold the project again), or by a profiler whose steps were not marked.</source>
        <translation>%1 中没有 ProfilerStep#&lt;step&gt; 区间：它不是由项目的 `tpuwb run profile` 钩子写入的（请重新生成项目），或由未标记步的 profiler 写入。</translation>
    </message>
    <message>
        <source>The trace holds no XLA operations (no device plane&apos;s &quot;XLA Ops&quot; line, no event with an hlo_op stat): the steps&apos; time is train.py&apos;s spans only.</source>
        <translation>该追踪不含 XLA 操作（没有设备平面的“XLA Ops”行，也没有带 hlo_op 统计的事件）：各步的时间仅来自 train.py 的区间。</translation>
    </message>
    <message>
        <source>XLA operations from the device planes (&quot;XLA Ops&quot; lines), every device of the host together: compute and collective are the wall time during which at least one device ran such an operation; an operator&apos;s time is summed over the devices.</source>
        <translation>XLA 操作来自设备平面（“XLA Ops”行），主机的所有设备合计：计算和集合通信是至少一个设备在运行此类操作的墙钟时间；算子的时间按设备求和。</translation>
    </message>
    <message>
        <source>XLA on CPU (torch_xla&apos;s CPU runtime): the XLA operations ran on the host&apos;s threads for all virtual devices at once, so an operator&apos;s time is summed over the devices, and compute and collective are the wall time during which at least one device ran such an operation. A collective&apos;s time includes waiting for the other virtual devices (an in-process rendezvous, no interconnect). A TPU trace has device planes and device time instead; there is no HBM or device step time in a CPU trace.</source>
        <translation>CPU 上的 XLA（torch_xla 的 CPU 运行时）：XLA 操作在主机线程上同时为所有虚拟设备运行，因此算子的时间按设备求和，计算和集合通信是至少一个设备在运行此类操作的墙钟时间。集合通信的时间包含等待其他虚拟设备的时间（进程内的 rendezvous，没有互连）。TPU 追踪则有设备平面和设备时间；CPU 追踪中没有 HBM 和设备步时间。</translation>
    </message>
    <message>
        <source>trace fewer steps, or open it in XProf/TensorBoard.</source>
        <translation>请跟踪更少的步骤，或在 XProf/TensorBoard 中打开。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::AutotuneResults</name>
    <message>
        <source>%1 must hold a JSON object.</source>
        <translation>%1 必须包含 JSON 对象。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::ExperimentKernelJob</name>
    <message>
        <source>%1 is not a folder; give the folder of a scaffolded experiment (tpuwb scaffold --out DIR).</source>
        <translation>%1 不是文件夹；请给出已生成实验的文件夹（tpuwb scaffold --out DIR）。</translation>
    </message>
    <message>
        <source>%1 is missing: %2 is not a scaffolded experiment; scaffold it (tpuwb scaffold) or give its project folder.</source>
        <translation>缺少 %1：%2 不是已生成的实验；请生成它（tpuwb scaffold）或给出其项目文件夹。</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1. The modules of %2 are: %3; a module&apos;s path (layers.0.attn_norm) or one of its tensors (layers.attn_norm) names one too.</source>
        <translation>%1。%2 中的模块有：%3；也可以用模块的路径（layers.0.attn_norm）或其某个张量（layers.attn_norm）来指定模块。</translation>
    </message>
    <message>
        <source>%1 defines no PyTorch module (no class deriving from nn.Module).</source>
        <translation>%1 没有定义 PyTorch 模块（没有派生自 nn.Module 的类）。</translation>
    </message>
    <message>
        <source>no module of the model is called `%1`</source>
        <translation>模型中没有名为 `%1` 的模块</translation>
    </message>
    <message>
        <source>`%1` is the whole model (its forward takes token ids); a kernel job is for one of its modules</source>
        <translation>`%1` 是整个模型（其 forward 接收 token id）；kernel 作业针对的是其中某个模块</translation>
    </message>
    <message>
        <source>model.py never constructs `%1`, so its sizes are unknown</source>
        <translation>model.py 从未构造 `%1`，因此其尺寸未知</translation>
    </message>
    <message>
        <source>%1: `%2(...)` is built with `%3`, which the workbench cannot evaluate from %4; kernel jobs are made for modules built from config.json&apos;s values.</source>
        <translation>%1：`%2(...)` 使用 `%3` 构造，工作台无法根据 %4 求值；kernel 作业只针对由 config.json 中的值构造的模块。</translation>
    </message>
    <message>
        <source>%1: train.batch_size, train.seq_len and model.d_model must be positive integers.</source>
        <translation>%1：train.batch_size、train.seq_len 和 model.d_model 必须是正整数。</translation>
    </message>
    <message>
        <source>%1: the batch (%2) or sequence (%3) does not divide over the mesh&apos;s input split (%4, %5); fix the mesh in the Mesh panel first.</source>
        <translation>%1：批大小（%2）或序列长度（%3）不能被 mesh 的输入划分（%4, %5）整除；请先在 Mesh 面板中修正 mesh。</translation>
    </message>
    <message>
        <source>cannot create the folder %1; check its permissions.</source>
        <translation>无法创建文件夹 %1；请检查其权限。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::ExternalEvaluation</name>
    <message>
        <source>the external comparison times a PyTorch source; this run&apos;s source is %1</source>
        <translation>外部比较针对 PyTorch 源代码计时；此运行的源代码是 %1</translation>
    </message>
    <message>
        <source>no kernel was published (optimized.py)</source>
        <translation>未发布 kernel (optimized.py)</translation>
    </message>
</context>
<context>
    <name>twb::kernel::IdeasLedger</name>
    <message>
        <source>%1 must hold a JSON object.</source>
        <translation>%1 必须包含 JSON 对象。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::JobPlan</name>
    <message>
        <source>  (n/a: no golden values for CUDA)</source>
        <translation>  （不适用：CUDA 没有 golden 值）</translation>
    </message>
</context>
<context>
    <name>twb::kernel::JobValidator</name>
    <message>
        <source>the job file must hold a JSON object, found %1</source>
        <translation>作业文件必须包含 JSON 对象，实际为 %1</translation>
    </message>
    <message>
        <source>schema is %1, expected &apos;%2&apos;; validating as v1 anyway</source>
        <translation>schema 为 %1，应为 &apos;%2&apos;；仍按 v1 验证</translation>
    </message>
    <message>
        <source>`input` is required and must be an object</source>
        <translation>`input` 为必填项，且必须是对象</translation>
    </message>
    <message>
        <source>input.type must be one of %1, got %2</source>
        <translation>input.type 必须是 %1 之一，实际为 %2</translation>
    </message>
    <message>
        <source>input.type is &apos;specification&apos; but input.path is set. A specification job has no source file -- if you have one, give its real type instead.</source>
        <translation>input.type 为 &apos;specification&apos;，但设置了 input.path。规格说明作业没有源文件 -- 如果您有源文件，请改为给出其真实类型。</translation>
    </message>
    <message>
        <source>input.type is &apos;specification&apos; requires an input.specification object describing what to compute.</source>
        <translation>input.type 为 &apos;specification&apos; 时需要一个描述计算内容的 input.specification 对象。</translation>
    </message>
    <message>
        <source>input.specification.description is required: one or two sentences naming the computation.</source>
        <translation>input.specification.description 为必填项：用一两句话说明计算内容。</translation>
    </message>
    <message>
        <source>input.specification.tensors is required and must be a non-empty list. Shapes and dtypes cannot be invented: they define the problem, and general_rules #6 forbids substituting them.</source>
        <translation>input.specification.tensors 为必填项，且必须是非空列表。形状和 dtype 不能凭空编造：它们定义了问题，general_rules #6 禁止替换它们。</translation>
    </message>
    <message>
        <source>input.specification.tensors[%1] must be an object</source>
        <translation>input.specification.tensors[%1] 必须是对象</translation>
    </message>
    <message>
        <source>input.specification.tensors[%1].shape is [] (a scalar); MaxKernel&apos;s own validator rejects an empty shape</source>
        <translation>input.specification.tensors[%1].shape 为 []（标量）；MaxKernel 自身的验证器会拒绝空形状</translation>
    </message>
    <message>
        <source>input.specification.tensors[%1] is missing &apos;%2&apos; (role is &apos;input&apos;, &apos;output&apos; or &apos;parameter&apos;)</source>
        <translation>input.specification.tensors[%1] 缺少 &apos;%2&apos;（role 为 &apos;input&apos;、&apos;output&apos; 或 &apos;parameter&apos;）</translation>
    </message>
    <message>
        <source>input.specification.synthesize_as must be one of %1, got %2</source>
        <translation>input.specification.synthesize_as 必须是 %1 之一，实际为 %2</translation>
    </message>
    <message>
        <source>input.specification.user_confirms_baseline must be true. In this mode the agent writes the baseline it will then be scored against, so the run pauses for you to read and approve that baseline before any optimization begins. Setting this field is how you accept that step exists; the run will still stop and wait for the actual approval.</source>
        <translation>input.specification.user_confirms_baseline 必须为 true。在此模式下，智能体编写将用于给它评分的基线，因此运行会暂停，让您在任何优化开始前阅读并批准该基线。设置此字段表示您接受存在这一步；运行仍会停下并等待实际的批准。</translation>
    </message>
    <message>
        <source>input.path is required</source>
        <translation>input.path 为必填项</translation>
    </message>
    <message>
        <source>input.path must be a string (a file or folder), got %1</source>
        <translation>input.path 必须是字符串（文件或文件夹），实际为 %1</translation>
    </message>
    <message>
        <source>has_reference is required (true or false)</source>
        <translation>has_reference 为必填项（true 或 false）</translation>
    </message>
    <message>
        <source>has_reference must be true or false, got %1</source>
        <translation>has_reference 必须是 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <source>references must be a list</source>
        <translation>references 必须是列表</translation>
    </message>
    <message>
        <source>has_reference is true but references is empty. Either give the reference path, or set has_reference to false — otherwise the run would silently proceed with no reference at all.</source>
        <translation>has_reference 为 true，但 references 为空。请给出参考路径，或将 has_reference 设为 false — 否则运行会在没有任何参考的情况下悄然继续。</translation>
    </message>
    <message>
        <source>references[%1] must be an object</source>
        <translation>references[%1] 必须是对象</translation>
    </message>
    <message>
        <source>references[%1].type must be one of %2</source>
        <translation>references[%1].type 必须是 %2 之一</translation>
    </message>
    <message>
        <source>references[%1].path is required</source>
        <translation>references[%1].path 为必填项</translation>
    </message>
    <message>
        <source>references[%1].path must be a string, got %2</source>
        <translation>references[%1].path 必须是字符串，实际为 %2</translation>
    </message>
    <message>
        <source>references[%1].relationship must be one of %2</source>
        <translation>references[%1].relationship 必须是 %2 之一</translation>
    </message>
    <message>
        <source>references[%1].role is %2; &apos;donor&apos; is the only role MaxKernel knows</source>
        <translation>references[%1].role 为 %2；MaxKernel 只认识 &apos;donor&apos; 角色</translation>
    </message>
    <message>
        <source>needs_jax_conversion is required (true or false)</source>
        <translation>needs_jax_conversion 为必填项（true 或 false）</translation>
    </message>
    <message>
        <source>needs_jax_conversion must be true or false, got %1</source>
        <translation>needs_jax_conversion 必须是 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <source>jax_conversion.emit_readable_reference must be true or false, got %1</source>
        <translation>jax_conversion.emit_readable_reference 必须是 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <source>needs_jax_conversion is true, so jax_conversion.method must be &apos;torchax&apos; or &apos;llm_port&apos;</source>
        <translation>needs_jax_conversion 为 true，因此 jax_conversion.method 必须是 &apos;torchax&apos; 或 &apos;llm_port&apos;</translation>
    </message>
    <message>
        <source>input.type is &apos;jax&apos; and needs_jax_conversion is true. A JAX input is already the reference; there is nothing to convert.</source>
        <translation>input.type 为 &apos;jax&apos; 且 needs_jax_conversion 为 true。JAX 输入本身就是参考；无需转换。</translation>
    </message>
    <message>
        <source>input.specification.synthesize_as is &apos;jax&apos; and needs_jax_conversion is true. A synthesized JAX baseline IS base.py; there is nothing further to convert.</source>
        <translation>input.specification.synthesize_as 为 &apos;jax&apos; 且 needs_jax_conversion 为 true。合成的 JAX 基线就是 base.py；无需进一步转换。</translation>
    </message>
    <message>
        <source>jax_conversion.method &apos;torchax&apos; cannot convert a CUDA input. torchax traces PyTorch modules; CUDA C++ has to be ported by an agent — use &apos;llm_port&apos;.</source>
        <translation>jax_conversion.method &apos;torchax&apos; 无法转换 CUDA 输入。torchax 跟踪的是 PyTorch 模块；CUDA C++ 需由智能体移植 — 请使用 &apos;llm_port&apos;。</translation>
    </message>
    <message>
        <source>needs_jax_conversion is false but jax_conversion.method is %1; set it to &apos;none&apos; or omit it</source>
        <translation>needs_jax_conversion 为 false，但 jax_conversion.method 为 %1；请设为 &apos;none&apos; 或省略</translation>
    </message>
    <message>
        <source>synthesize_as is &apos;pytorch&apos; but needs_jax_conversion is false. A synthesized PyTorch baseline still has to become base.py like any other PyTorch input -- set needs_jax_conversion true with a method, or synthesize_as &apos;jax&apos; to skip the step.</source>
        <translation>synthesize_as 为 &apos;pytorch&apos;，但 needs_jax_conversion 为 false。合成的 PyTorch 基线与其他 PyTorch 输入一样仍需转换为 base.py -- 请将 needs_jax_conversion 设为 true 并指定方法，或使用 synthesize_as &apos;jax&apos; 跳过此步。</translation>
    </message>
    <message>
        <source>input.type is %1 with needs_jax_conversion false, so no base.py is produced. tools/assemble_test_harness.py binds `base_computation` from a file defining `computation`, so the internal timing harness cannot run. Either set needs_jax_conversion true, or set evaluation.compare_against_source true to measure externally with evaluation/compare_kernel.py.</source>
        <translation>input.type 为 %1 且 needs_jax_conversion 为 false，因此不会生成 base.py。tools/assemble_test_harness.py 从定义了 `computation` 的文件绑定 `base_computation`，因此内部计时 harness 无法运行。请将 needs_jax_conversion 设为 true，或将 evaluation.compare_against_source 设为 true 以用 evaluation/compare_kernel.py 在外部测量。</translation>
    </message>
    <message>
        <source>jax_conversion.method is &apos;torchax&apos; with emit_readable_reference false: torchax produces the oracle but no base.py, so the internal timing harness cannot run.</source>
        <translation>jax_conversion.method 为 &apos;torchax&apos; 且 emit_readable_reference 为 false：torchax 只生成参照实现而没有 base.py，因此内部计时 harness 无法运行。</translation>
    </message>
    <message>
        <source> evaluation.compare_against_source is set, so performance will be measured externally.</source>
        <translation> 已设置 evaluation.compare_against_source，因此性能将在外部测量。</translation>
    </message>
    <message>
        <source> Set emit_readable_reference true, or set evaluation.compare_against_source true.</source>
        <translation> 请将 emit_readable_reference 设为 true，或将 evaluation.compare_against_source 设为 true。</translation>
    </message>
    <message>
        <source>evaluation.compare_against_source is true, but synthesize_as is &apos;jax&apos;, so there is no PyTorch source to compare against. Use synthesize_as &apos;pytorch&apos; if you want that measurement.</source>
        <translation>evaluation.compare_against_source 为 true，但 synthesize_as 为 &apos;jax&apos;，因此没有可对比的 PyTorch 源代码。如需该测量，请使用 synthesize_as &apos;pytorch&apos;。</translation>
    </message>
    <message>
        <source>evaluation.compare_against_source is true for a CUDA input. A TPU host cannot execute CUDA, so there is nothing to compare against. Every number for a CUDA input is measured against the JAX port.</source>
        <translation>对 CUDA 输入设置了 evaluation.compare_against_source 为 true。TPU 主机无法执行 CUDA，因此没有可对比的内容。CUDA 输入的所有数字都以 JAX 移植版为基准测量。</translation>
    </message>
    <message>
        <source>correctness.%1 must be a positive number, got %2</source>
        <translation>correctness.%1 必须是正数，实际为 %2</translation>
    </message>
    <message>
        <source>correctness.%1 is %2; a tolerance that loose accepts almost any output and will not catch a real error</source>
        <translation>correctness.%1 为 %2；如此宽松的容差几乎接受任何输出，无法发现真正的错误</translation>
    </message>
    <message>
        <source>loop.max_iterations must be a positive integer, got %1</source>
        <translation>loop.max_iterations 必须是正整数，实际为 %1</translation>
    </message>
    <message numerus="yes">
        <source>has_reference is false but %n reference(s) are listed. The references would be ignored; say which you meant.</source>
        <translation>
            <numerusform>has_reference 为 false，但列出了 %n 个参考。这些参考将被忽略；请说明您的本意。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>twb::kernel::KernelJob</name>
    <message>
        <source>The job file %1 does not exist. Check the path.</source>
        <translation>作业文件 %1 不存在。请检查路径。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::KernelMachine</name>
    <message>
        <source>No machine named %1 in %2. Add it in the Machines panel or with `tpuwb registry add`.</source>
        <translation>%2 中没有名为 %1 的机器。请在“机器”面板中或用 `tpuwb registry add` 添加。</translation>
    </message>
    <message>
        <source>This machine has no registry entry, so it names no workbench.kernel_worker_command and no worker can run %1; %3. Register it with its worker, e.g. `tpuwb registry add &apos;{&quot;mode&quot;: &quot;local&quot;, &quot;workbench&quot;: {&quot;kernel_worker_command&quot;: %2}}&apos;`, then create the run on that machine. &quot;replay&quot; instead replays the recorded RMSNorm example job only (docs/kernel.md).</source>
        <translation>本机没有注册表条目，因此没有 workbench.kernel_worker_command，没有 worker 能运行 %1；%3。请连同其 worker 注册本机，例如 `tpuwb registry add &apos;{&quot;mode&quot;: &quot;local&quot;, &quot;workbench&quot;: {&quot;kernel_worker_command&quot;: %2}}&apos;`，然后在本机上创建运行。&quot;replay&quot; 则只回放录制的 RMSNorm 示例作业（docs/kernel.md）。</translation>
    </message>
    <message>
        <source>Machine %1 has no workbench.kernel_worker_command, so no worker can run %2; %4. Set it in the machine&apos;s entry to the command that runs one MaxKernel iteration, e.g. &quot;kernel_worker_command&quot;: %3 (the shipped adapter for MaxKernel&apos;s maxkernel-worker, docs/kernel.md). &quot;replay&quot; instead replays the recorded RMSNorm example job only.</source>
        <translation>机器 %1 没有 workbench.kernel_worker_command，因此没有 worker 能运行 %2；%4。请在机器条目中设置运行一次 MaxKernel 迭代的命令，例如 &quot;kernel_worker_command&quot;: %3（随附的 MaxKernel maxkernel-worker 适配器，见 docs/kernel.md）。&quot;replay&quot; 则只回放录制的 RMSNorm 示例作业。</translation>
    </message>
    <message>
        <source>the job %1</source>
        <translation>作业 %1</translation>
    </message>
    <message>
        <source>nothing was created</source>
        <translation>未创建任何内容</translation>
    </message>
    <message>
        <source>the run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <source>nothing was dispatched</source>
        <translation>未分派任何内容</translation>
    </message>
    <message>
        <source>The run %1 is a REPLAY of the recorded example; machine %2 now names a real worker (%3), which would mix measured iterations with copied ones. Create a new run from the job instead.</source>
        <translation>运行 %1 是录制示例的回放；机器 %2 现在指向真实 worker (%3)，会把测量的迭代与复制的迭代混在一起。请改为从作业新建运行。</translation>
    </message>
    <message>
        <source>Machine %1 uses the replay worker (workbench.kernel_worker_command: &quot;replay&quot;), but the run %2 was not created for the replay of the recorded example job; it is not dispatched. Set workbench.kernel_worker_command to a real worker, e.g. &quot;bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}&quot;.</source>
        <translation>机器 %1 使用回放 worker（workbench.kernel_worker_command: &quot;replay&quot;），但运行 %2 不是为回放录制的示例作业而创建的；不会分派。请将 workbench.kernel_worker_command 设为真实 worker，例如 &quot;bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}&quot;。</translation>
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
        <translation>%1 的一个 worker 已在 %2 上运行超过 %3 秒，仍持有 %4。请在主机上检查，然后重新运行编排器。</translation>
    </message>
    <message>
        <source>`flock` failed on %1 (exit %2): %3. The host needs util-linux&apos;s flock.</source>
        <translation>在 %1 上 `flock` 失败（退出码 %2）：%3。主机需要 util-linux 的 flock。</translation>
    </message>
    <message>
        <source>no cancel command configured for this machine (%1)</source>
        <translation>此机器未配置取消命令 (%1)</translation>
    </message>
    <message>
        <source>%1; exit %2</source>
        <translation>%1；退出码 %2</translation>
    </message>
    <message>
        <source>iter%1/optimized.py (%2 ms, speedup %3) -&gt; optimized.py%4</source>
        <translation>iter%1/optimized.py（%2 ms，加速比 %3）-&gt; optimized.py%4</translation>
    </message>
    <message>
        <source>; best_* corrected to follow the rule</source>
        <translation>；已按规则修正 best_*</translation>
    </message>
    <message>
        <source>no compiled and correct iteration; final_code_path is null</source>
        <translation>没有已编译且正确的迭代；final_code_path 为 null</translation>
    </message>
    <message>
        <source>orchestrator started on %1 for %2</source>
        <translation>编排器已在 %1 上为 %2 启动</translation>
    </message>
    <message>
        <source>stop requested</source>
        <translation>已请求停止</translation>
    </message>
    <message>
        <source>stopped on request; the run can be continued</source>
        <translation>已按请求停止；该运行可以继续</translation>
    </message>
    <message>
        <source>%1/state.json has neither primary nor input_language (the older MaxCode format); it can be viewed but not run.</source>
        <translation>%1/state.json 既没有 primary 也没有 input_language（旧版 MaxCode 格式）；可以查看但无法运行。</translation>
    </message>
    <message>
        <source>iteration %1 of %2 committed</source>
        <translation>迭代 %1 / %2 已提交</translation>
    </message>
    <message>
        <source>port_verified is false: the baseline failed its gate; never retried</source>
        <translation>port_verified 为 false：基线未通过检查；不再重试</translation>
    </message>
    <message>
        <source>the synthesized baseline (source.py, baseline_rationale.md) waits for approval: tpuwb kernel approve</source>
        <translation>合成的基线（source.py、baseline_rationale.md）等待批准：tpuwb kernel approve</translation>
    </message>
    <message>
        <source>worker for iteration %1 on %2</source>
        <translation>迭代 %1 在 %2 上的 worker</translation>
    </message>
    <message>
        <source>another worker of this run holds %1; waiting for it</source>
        <translation>此运行的另一个 worker 持有 %1；正在等待</translation>
    </message>
    <message>
        <source>iteration %1 committed</source>
        <translation>迭代 %1 已提交</translation>
    </message>
    <message>
        <source>baseline synthesized; approval needed (not counted as an attempt)</source>
        <translation>基线已合成；需要批准（不计为一次尝试）</translation>
    </message>
    <message>
        <source>the dispatch was stopped on request</source>
        <translation>分派已按请求停止</translation>
    </message>
    <message>
        <source>state.json unchanged (iteration %1, target %2); worker exit %3%4</source>
        <translation>state.json 未变化（迭代 %1，目标 %2）；worker 退出 %3%4</translation>
    </message>
    <message>
        <source>, timed out</source>
        <translation>，超时</translation>
    </message>
    <message>
        <source>dispatch left the state unchanged</source>
        <translation>分派未改变状态</translation>
    </message>
    <message>
        <source>%1 dispatches for iteration %2 left the state unchanged</source>
        <translation>迭代 %2 的 %1 次分派未改变状态</translation>
    </message>
    <message>
        <source>attempt %1 of %2</source>
        <translation>第 %1 次尝试，共 %2 次</translation>
    </message>
    <message>
        <source>MaxKernel&apos;s evaluation/adapt_maxkernel.py and evaluation/compare_kernel.py are not in %1; add them to the checkout to have the run timed against your PyTorch</source>
        <translation>%1 中没有 MaxKernel 的 evaluation/adapt_maxkernel.py 和 evaluation/compare_kernel.py；请将它们加入检出，以便将该运行与您的 PyTorch 对比计时</translation>
    </message>
    <message>
        <source>eval_vs_pytorch.json written by compare_kernel.py</source>
        <translation>eval_vs_pytorch.json 已由 compare_kernel.py 写入</translation>
    </message>
    <message>
        <source>no result within 2 hours</source>
        <translation>2 小时内没有结果</translation>
    </message>
</context>
<context>
    <name>twb::kernel::KernelRunControl</name>
    <message>
        <source>There is no baseline to approve yet: %1/%2 is missing. Run the orchestrator until it pauses for approval.</source>
        <translation>尚无可批准的基线：缺少 %1/%2。请运行编排器直到它暂停等待批准。</translation>
    </message>
    <message>
        <source>%1 is not waiting for a baseline approval (primary.language is %2).</source>
        <translation>%1 不在等待基线批准（primary.language 为 %2）。</translation>
    </message>
    <message>
        <source>baseline approved; primary.language = %1</source>
        <translation>基线已批准；primary.language = %1</translation>
    </message>
    <message>
        <source>stop requested by %1</source>
        <translation>%1 请求停止</translation>
    </message>
</context>
<context>
    <name>twb::kernel::KernelRunCreator</name>
    <message>
        <source>The job %1 is not valid; fix these first:
  %2</source>
        <translation>作业 %1 无效；请先修复：
  %2</translation>
    </message>
    <message>
        <source>The job %1 names paths that do not exist:
  %2</source>
        <translation>作业 %1 引用了不存在的路径：
  %2</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>created %1 on %2</source>
        <translation>已在 %2 上创建 %1</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
</context>
<context>
    <name>twb::kernel::KernelWorker</name>
    <message>
        <source>REPLAY of the recorded RMSNorm example: nothing was measured</source>
        <translation>回放录制的 RMSNorm 示例：未测量任何内容</translation>
    </message>
    <message>
        <source>the machine&apos;s worker command: %1</source>
        <translation>机器的 worker 命令：%1</translation>
    </message>
    <message>
        <source>REPLAY: copied from the recorded RMSNorm example run (templates/kernel/examples/rmsnorm-torchax/recording); nothing was measured on this machine.</source>
        <translation>回放：复制自录制的 RMSNorm 示例运行（templates/kernel/examples/rmsnorm-torchax/recording）；本机未测量任何内容。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::OrchestratorJournal</name>
    <message>
        <source>Cannot open %1 to record a decision: %2.</source>
        <translation>无法打开 %1 以记录决策：%2。</translation>
    </message>
    <message>
        <source>Cannot write to %1: %2.</source>
        <translation>无法写入 %1：%2。</translation>
    </message>
    <message>
        <source>Another orchestrator is already running this run (it holds a lock on %1). Stop it first, or wait for it to finish.</source>
        <translation>另一个编排器已在运行此运行（它持有 %1 的锁）。请先停止它，或等待其完成。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::PhaseDeriver</name>
    <message>
        <source>torchax without a readable reference: no base.py can exist; this run needs the external harness</source>
        <translation>torchax 没有可读参考：不可能有 base.py；此运行需要外部 harness</translation>
    </message>
    <message>
        <source>approved by the user</source>
        <translation>已由用户批准</translation>
    </message>
    <message>
        <source>read source.py and baseline_rationale.md, then approve</source>
        <translation>阅读 source.py 和 baseline_rationale.md，然后批准</translation>
    </message>
    <message>
        <source>torchax did not reproduce eager PyTorch; golden values captured instead</source>
        <translation>torchax 未能复现 eager PyTorch；改为采集 golden 值</translation>
    </message>
    <message>
        <source>golden_path points at a missing file</source>
        <translation>golden_path 指向不存在的文件</translation>
    </message>
    <message>
        <source>%1 of %2 references dropped (no CUDA kernel found)</source>
        <translation>%2 个参考中丢弃了 %1 个（未找到 CUDA kernel）</translation>
    </message>
    <message>
        <source>reference trust: %1</source>
        <translation>参考可信度：%1</translation>
    </message>
    <message>
        <source>base.py is numerically or structurally different from the oracle; the run stopped</source>
        <translation>base.py 在数值或结构上与参照实现不同；运行已停止</translation>
    </message>
    <message>
        <source>no golden values for CUDA</source>
        <translation>CUDA 没有 golden 值</translation>
    </message>
    <message>
        <source>base.py does not compute what the source computes; emergency stop</source>
        <translation>base.py 的计算与源代码不一致；紧急停止</translation>
    </message>
    <message>
        <source>base time %1 ms</source>
        <translation>基准时间 %1 ms</translation>
    </message>
    <message>
        <source>the smoke test printed no BASE_TIME</source>
        <translation>冒烟测试未输出 BASE_TIME</translation>
    </message>
    <message>
        <source>base choice: %1</source>
        <translation>基准选择：%1</translation>
    </message>
    <message>
        <source>did not compile within the attempt budget</source>
        <translation>在尝试预算内未能编译</translation>
    </message>
    <message>
        <source>CORRECTNESS: False; the kernel disagrees with base.py</source>
        <translation>CORRECTNESS: False；kernel 与 base.py 不一致</translation>
    </message>
    <message>
        <source>best configuration applied</source>
        <translation>已应用最佳配置</translation>
    </message>
    <message>
        <source>no correct trial; nothing applied</source>
        <translation>没有正确的试验；未应用任何内容</translation>
    </message>
    <message>
        <source>no DECISION line</source>
        <translation>没有 DECISION 行</translation>
    </message>
    <message>
        <source>state.json has neither `primary` nor `input_language` (the older MaxCode format); it can be viewed but not run.</source>
        <translation>state.json 既没有 `primary` 也没有 `input_language`（旧版 MaxCode 格式）；可以查看但无法运行。</translation>
    </message>
    <message>
        <source>read state</source>
        <translation>读取状态</translation>
    </message>
    <message>
        <source>approval</source>
        <translation>审批</translation>
    </message>
    <message>
        <source>oracle / golden</source>
        <translation>参照实现 / 黄金值</translation>
    </message>
    <message>
        <source>jaxpr + HLO</source>
        <translation>jaxpr + HLO</translation>
    </message>
    <message>
        <source>port to base.py</source>
        <translation>移植到 base.py</translation>
    </message>
    <message>
        <source>references</source>
        <translation>参考实现</translation>
    </message>
    <message>
        <source>ideas ledger</source>
        <translation>思路台账</translation>
    </message>
    <message>
        <source>jnp ref. gate</source>
        <translation>jnp 参考检查</translation>
    </message>
    <message>
        <source>port gate</source>
        <translation>移植检查</translation>
    </message>
    <message>
        <source>harness</source>
        <translation>测试框架</translation>
    </message>
    <message>
        <source>plan + code</source>
        <translation>计划 + 代码</translation>
    </message>
    <message>
        <source>compile</source>
        <translation>编译</translation>
    </message>
    <message>
        <source>test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>autotune</source>
        <translation>自动调优</translation>
    </message>
    <message>
        <source>profile</source>
        <translation>性能分析</translation>
    </message>
    <message>
        <source>commit</source>
        <translation>提交</translation>
    </message>
</context>
<context>
    <name>twb::kernel::PythonModuleSource</name>
    <message>
        <source>%1 has no PyTorch module `%2`; its modules are: %3.</source>
        <translation>%1 中没有 PyTorch 模块 `%2`；其模块有：%3。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::ReplayRecording</name>
    <message>
        <source>Machine %1 uses the replay worker (workbench.kernel_worker_command: &quot;replay&quot;), which only replays the recorded example job (%2): it copies that run&apos;s files and numbers and measures nothing. The job %3 is not that job, so no run was created. Set workbench.kernel_worker_command to a real worker, e.g. &quot;bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}&quot; (docs/kernel.md).</source>
        <translation>机器 %1 使用回放 worker（workbench.kernel_worker_command: &quot;replay&quot;），它只回放录制的示例作业 (%2)：复制该运行的文件和数字，不进行任何测量。作业 %3 不是该作业，因此未创建运行。请将 workbench.kernel_worker_command 设为真实 worker，例如 &quot;bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}&quot;（docs/kernel.md）。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::RunArtifacts</name>
    <message>
        <source>optimized.py (published)</source>
        <translation>optimized.py（已发布）</translation>
    </message>
</context>
<context>
    <name>twb::kernel::RunHost</name>
    <message>
        <source>%1 failed on %2 (exit %3): %4</source>
        <translation>%1 在 %2 上失败（退出码 %3）：%4</translation>
    </message>
    <message>
        <source>Reading $HOME</source>
        <translation>读取 $HOME</translation>
    </message>
    <message>
        <source>%1 reports no usable home folder ($HOME is &quot;%2&quot;).</source>
        <translation>%1 未报告可用的主目录（$HOME 为 &quot;%2&quot;）。</translation>
    </message>
    <message>
        <source>Creating the folder %1</source>
        <translation>正在创建文件夹 %1</translation>
    </message>
    <message>
        <source>%1 does not exist; nothing to copy.</source>
        <translation>%1 不存在；无需复制。</translation>
    </message>
    <message>
        <source>Copying %1 to %2</source>
        <translation>正在将 %1 复制到 %2</translation>
    </message>
    <message>
        <source>Appending to %1 on %2 failed: %3</source>
        <translation>追加到 %2 上的 %1 失败：%3</translation>
    </message>
    <message>
        <source>Listing %1</source>
        <translation>列出 %1</translation>
    </message>
    <message>
        <source>Cannot read %1 on %2: %3</source>
        <translation>无法读取 %2 上的 %1：%3</translation>
    </message>
    <message>
        <source>Writing %1 on %2 failed (exit %3): %4</source>
        <translation>在 %2 上写入 %1 失败（退出码 %3）：%4</translation>
    </message>
    <message>
        <source>%1 on %2 kept changing while the workbench tried to update it; try again.</source>
        <translation>Workbench 尝试更新时，%2 上的 %1 一直在变化；请重试。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::RunLocation</name>
    <message>
        <source>%1 is not a kernel run folder: it has neither state.json nor %2. Pass the folder that `tpuwb kernel new` printed.</source>
        <translation>%1 不是 kernel 运行文件夹：既没有 state.json 也没有 %2。请传入 `tpuwb kernel new` 输出的文件夹。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::RunReport</name>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source># Kernel run %1</source>
        <translation># Kernel 运行 %1</translation>
    </message>
    <message>
        <source>- Machine: %1</source>
        <translation>- 机器：%1</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>- Worker: %1</source>
        <translation>- Worker：%1</translation>
    </message>
    <message>
        <source>not recorded (a run made outside the workbench): it is not known what produced these numbers</source>
        <translation>未记录（在 Workbench 之外进行的运行）：不清楚这些数字由什么产生</translation>
    </message>
    <message>
        <source>- Status: %1</source>
        <translation>- 状态：%1</translation>
    </message>
    <message>
        <source>- state.json: %1</source>
        <translation>- state.json：%1</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>- Iterations: %1 of %2</source>
        <translation>- 迭代：%1 / %2</translation>
    </message>
    <message>
        <source>## Baseline</source>
        <translation>## 基线</translation>
    </message>
    <message>
        <source>The speedups below are against `base.py`, the JAX baseline, timed by MaxKernel&apos;s harness on the TPU (never against the original %1 source).</source>
        <translation>以下加速比相对于 `base.py`（JAX 基线），由 MaxKernel 的 harness 在 TPU 上计时（从不与原始 %1 源代码对比）。</translation>
    </message>
    <message>
        <source>- Source language: %1; reference mode: %2</source>
        <translation>- 源语言：%1；参考模式：%2</translation>
    </message>
    <message>
        <source>- Assurance of the baseline: %1</source>
        <translation>- 基线保证级别：%1</translation>
    </message>
    <message>
        <source>- Golden capture degraded: %1</source>
        <translation>- golden 采集降级：%1</translation>
    </message>
    <message>
        <source>- Base time: %1 ms</source>
        <translation>- 基准时间：%1 ms</translation>
    </message>
    <message>
        <source>## Iterations</source>
        <translation>## 迭代</translation>
    </message>
    <message>
        <source>Every number in this table was copied from the recording; none was measured.</source>
        <translation>此表中的每个数字均复制自录制；没有任何测量。</translation>
    </message>
    <message>
        <source>| Iteration | Compiled | Correct | Base ms | Optimized ms | Speedup vs base.py | Base | Outcome |</source>
        <translation>| 迭代 | 已编译 | 正确 | 基准 ms | 优化 ms | 相对 base.py 加速比 | 基准 | 结果 |</translation>
    </message>
    <message>
        <source> (speedup above %1×: check correctness)</source>
        <translation> （加速比超过 %1×：请检查正确性）</translation>
    </message>
    <message>
        <source> (base time drifted over 10 %)</source>
        <translation> （基准时间漂移超过 10 %）</translation>
    </message>
    <message>
        <source>## Result</source>
        <translation>## 结果</translation>
    </message>
    <message>
        <source>- Best: iteration %1, %2 ms, %3× faster than base.py%4</source>
        <translation>- 最佳：迭代 %1，%2 ms，比 base.py 快 %3×%4</translation>
    </message>
    <message>
        <source> (replayed)</source>
        <translation> （回放）</translation>
    </message>
    <message>
        <source>- Best: none; no iteration was correct and timed.</source>
        <translation>- 最佳：无；没有正确且已计时的迭代。</translation>
    </message>
    <message>
        <source>- Published: %1</source>
        <translation>- 已发布：%1</translation>
    </message>
    <message>
        <source>nothing (no correct kernel)</source>
        <translation>无（没有正确的 kernel）</translation>
    </message>
    <message>
        <source>- Warning: %1</source>
        <translation>- 警告：%1</translation>
    </message>
    <message>
        <source>## External evaluation (vs your PyTorch)</source>
        <translation>## 外部评估（对比您的 PyTorch）</translation>
    </message>
    <message>
        <source>`%1`, written by MaxKernel&apos;s `compare_kernel.py`: the kernel timed against your PyTorch module through torch_xla. Its speedup is against your source, not base.py; the gap between the two is the most informative number. The file is shown as written (its schema is not public).</source>
        <translation>`%1`，由 MaxKernel 的 `compare_kernel.py` 写入：kernel 通过 torch_xla 与您的 PyTorch 模块对比计时。其加速比相对于您的源代码而非 base.py；两者之间的差距是最有参考价值的数字。文件按原样显示（其 schema 未公开）。</translation>
    </message>
    <message>
        <source>It could not be parsed: %1</source>
        <translation>无法解析：%1</translation>
    </message>
    <message>
        <source>Not offered: %1.</source>
        <translation>未提供：%1。</translation>
    </message>
    <message>
        <source>Not run yet. To time the published kernel against your PyTorch module, run on the TPU VM, in MaxKernel&apos;s environment (`$MK` is its root):</source>
        <translation>尚未运行。要将发布的 kernel 与您的 PyTorch 模块对比计时，请在 TPU VM 上的 MaxKernel 环境中运行（`$MK` 为其根目录）：</translation>
    </message>
    <message>
        <source>The workbench shows `%1` here once it is in the run folder.</source>
        <translation>一旦 `%1` 出现在运行文件夹中，Workbench 会在此显示。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::RunStatusReport</name>
    <message>
        <source>run       : %1 on %2</source>
        <translation>运行      : %2 上的 %1</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>worker    : %1</source>
        <translation>Worker    : %1</translation>
    </message>
    <message>
        <source>not recorded (it is not known what produced these numbers)</source>
        <translation>未记录（不清楚这些数字由什么产生）</translation>
    </message>
    <message>
        <source> (nothing running; `tpuwb kernel run` continues it)</source>
        <translation> （无运行；`tpuwb kernel run` 可继续）</translation>
    </message>
    <message>
        <source>status    : %1</source>
        <translation>状态      : %1</translation>
    </message>
    <message>
        <source>error     : %1</source>
        <translation>错误      : %1</translation>
    </message>
    <message>
        <source>iteration : %1 of %2</source>
        <translation>迭代      : %1 / %2</translation>
    </message>
    <message>
        <source>baseline  : %1 (assurance: %2)</source>
        <translation>基线      : %1（保证级别：%2）</translation>
    </message>
    <message>
        <source>best      : iteration %1, %2 ms, speedup %3x vs base.py%4</source>
        <translation>最佳      : 迭代 %1，%2 ms，相对 base.py 加速 %3x%4</translation>
    </message>
    <message>
        <source> (REPLAYED, not measured)</source>
        <translation> （回放，未测量）</translation>
    </message>
    <message>
        <source>best      : none yet (base.py)</source>
        <translation>最佳      : 暂无 (base.py)</translation>
    </message>
    <message>
        <source>published : %1</source>
        <translation>已发布    : %1</translation>
    </message>
    <message>
        <source>nothing (no correct kernel)</source>
        <translation>无（没有正确的 kernel）</translation>
    </message>
    <message>
        <source>phase  status                  note</source>
        <translation>阶段   状态                    备注</translation>
    </message>
    <message>
        <source>iterations (REPLAYED: every number copied from the recording)</source>
        <translation>迭代（回放：所有数字均复制自录制）</translation>
    </message>
    <message>
        <source>iterations (numbers from the harness STDOUT)</source>
        <translation>迭代（数字来自 harness 的 STDOUT）</translation>
    </message>
    <message>
        <source>phases 1-6: + done, - not applicable, . pending, &gt; running, x failed, ~ degraded, ? waiting, ! inconsistent</source>
        <translation>阶段 1-6：+ 完成，- 不适用，. 等待中，&gt; 运行中，x 失败，~ 降级，? 等待，! 不一致</translation>
    </message>
    <message>
        <source>iter  compile test  base ms    opt ms     speedup  base   phases 1-6        outcome</source>
        <translation>迭代  编译 测试  基准 ms    优化 ms    加速比   基准   阶段 1-6          结果</translation>
    </message>
    <message>
        <source> [speedup &gt; %1x: check correctness]</source>
        <translation> [加速比 &gt; %1x：请检查正确性]</translation>
    </message>
    <message>
        <source> [base time drifted &gt;10%]</source>
        <translation> [基准时间漂移 &gt;10%]</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
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
        <translation>字符串</translation>
    </message>
    <message>
        <source>a string or null</source>
        <translation>字符串或 null</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true、false 或 null</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>an integer or null</source>
        <translation>整数或 null</translation>
    </message>
    <message>
        <source>a number or null</source>
        <translation>数字或 null</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>%1: field `%2` must be %3, but it is %4 (%5). The file was not changed; correct that field (or restore the file) and try again.</source>
        <translation>%1：字段 `%2` 必须是 %3，但它是 %4 (%5)。文件未被更改；请修正该字段（或恢复文件）后重试。</translation>
    </message>
    <message>
        <source>%1: field `%2` holds %3, which is not a measurement; it is read as null.</source>
        <translation>%1：字段 `%2` 的值 %3 不是测量值；按 null 读取。</translation>
    </message>
    <message>
        <source>%1 must hold a JSON object, but it holds %2. The file was not changed; restore it from a backup.</source>
        <translation>%1 必须包含 JSON 对象，但包含的是 %2。文件未被更改；请从备份恢复。</translation>
    </message>
    <message>
        <source>%1 has no `primary` object (an older run); it was built from input_language and source_path.</source>
        <translation>%1 没有 `primary` 对象（旧版运行）；已根据 input_language 和 source_path 构建。</translation>
    </message>
    <message>
        <source>%1: field `%2.iteration` is missing; every history entry names its iteration. The file was not changed.</source>
        <translation>%1：缺少字段 `%2.iteration`；每个历史条目都要注明其迭代。文件未被更改。</translation>
    </message>
    <message>
        <source>%1: field `%2` is %3, but it must be at least %4. The file was not changed.</source>
        <translation>%1：字段 `%2` 为 %3，但必须至少为 %4。文件未被更改。</translation>
    </message>
    <message>
        <source>%1: field `%2` is %3, but it must be at most %4. The file was not changed.</source>
        <translation>%1：字段 `%2` 为 %3，但不得大于 %4。文件未被更改。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::StatusText</name>
    <message>
        <source>worker started</source>
        <translation>Worker 已启动</translation>
    </message>
    <message>
        <source>iteration committed</source>
        <translation>迭代已提交</translation>
    </message>
    <message>
        <source>baseline waits for approval</source>
        <translation>基线等待批准</translation>
    </message>
    <message>
        <source>state.json unchanged</source>
        <translation>state.json 未变化</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>another worker is running</source>
        <translation>另一个 worker 正在运行</translation>
    </message>
    <message>
        <source>no state.json</source>
        <translation>无 state.json</translation>
    </message>
    <message>
        <source>state.json unreadable</source>
        <translation>state.json 无法读取</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>stopped: the baseline failed its gate</source>
        <translation>已停止：基线未通过检查</translation>
    </message>
    <message>
        <source>emergency stop</source>
        <translation>紧急停止</translation>
    </message>
    <message>
        <source>waiting for baseline approval</source>
        <translation>等待基线批准</translation>
    </message>
    <message>
        <source>setting up</source>
        <translation>准备中</translation>
    </message>
    <message>
        <source>iterating</source>
        <translation>迭代中</translation>
    </message>
    <message>
        <source>kernel published</source>
        <translation>Kernel 已发布</translation>
    </message>
    <message>
        <source>no correct kernel</source>
        <translation>没有正确的 kernel</translation>
    </message>
    <message>
        <source>publishing</source>
        <translation>发布中</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>degraded</source>
        <translation>降级</translation>
    </message>
    <message>
        <source>fell back to llm_port</source>
        <translation>已回退到 llm_port</translation>
    </message>
    <message>
        <source>waiting for approval</source>
        <translation>等待批准</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>inconsistent files</source>
        <translation>文件不一致</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>incorrect</source>
        <translation>不正确</translation>
    </message>
    <message>
        <source>did not compile</source>
        <translation>未通过编译</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>verified (structure and values)</source>
        <translation>已验证（结构和数值）</translation>
    </message>
    <message>
        <source>verified against golden values</source>
        <translation>已对照 golden 值验证</translation>
    </message>
    <message>
        <source>approved by you, not checked</source>
        <translation>已由您批准，未检查</translation>
    </message>
    <message>
        <source>unverified</source>
        <translation>未验证</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>已创建</translation>
    </message>
    <message>
        <source>Orchestrator started</source>
        <translation>编排器已启动</translation>
    </message>
    <message>
        <source>Iteration limit changed</source>
        <translation>迭代上限已更改</translation>
    </message>
    <message>
        <source>Dispatch</source>
        <translation>分派</translation>
    </message>
    <message>
        <source>Cancel TPU jobs</source>
        <translation>取消 TPU 作业</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Baseline approved</source>
        <translation>基线已批准</translation>
    </message>
    <message>
        <source>Publish</source>
        <translation>发布</translation>
    </message>
    <message>
        <source>Emergency stop</source>
        <translation>紧急停止</translation>
    </message>
    <message>
        <source>Stop requested</source>
        <translation>已请求停止</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Orchestrator ended</source>
        <translation>编排器已结束</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>nothing correct to publish</source>
        <translation>没有可发布的正确结果</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>worker command</source>
        <translation>Worker 命令</translation>
    </message>
    <message>
        <source>orchestrator running</source>
        <translation>编排器运行中</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>已暂停</translation>
    </message>
</context>
<context>
    <name>twb::kernel::WorkerCommand</name>
    <message>
        <source>The kernel worker command is empty. Set workbench.kernel_worker_command in the machine&apos;s entry, e.g. &quot;bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}&quot;.</source>
        <translation>kernel worker 命令为空。请在机器的条目中设置 workbench.kernel_worker_command，例如 &quot;bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}&quot;。</translation>
    </message>
    <message>
        <source>kernel_worker_command uses the placeholder {%1}; only {run_dir}, {target} and {python} exist. Fix the machine&apos;s entry.</source>
        <translation>kernel_worker_command 使用了占位符 {%1}；只有 {run_dir}、{target} 和 {python}。请修正机器的条目。</translation>
    </message>
</context>
<context>
    <name>twb::kernel::WorkerPreflight</name>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>`claude` is not on the PATH of a non-interactive shell on %1</source>
        <translation>%1 上非交互式 shell 的 PATH 中没有 `claude`</translation>
    </message>
    <message>
        <source>Install the Claude Code CLI on %1 (npm install -g @anthropic-ai/claude-code) so that `claude` is found by a non-interactive shell there: the worker runs in the same kind of shell.</source>
        <translation>在 %1 上安装 Claude Code CLI（npm install -g @anthropic-ai/claude-code），使那里的非交互式 shell 能找到 `claude`：worker 就在这种 shell 中运行。</translation>
    </message>
    <message>
        <source>not checked: the Claude Code CLI is missing</source>
        <translation>未检查：缺少 Claude Code CLI</translation>
    </message>
    <message>
        <source>Install the Claude Code CLI first (see claude_cli), then log in on %1.</source>
        <translation>请先安装 Claude Code CLI（见 claude_cli），然后在 %1 上登录。</translation>
    </message>
    <message>
        <source>ANTHROPIC_API_KEY is set</source>
        <translation>已设置 ANTHROPIC_API_KEY</translation>
    </message>
    <message>
        <source>`claude auth status` says not logged in: %1</source>
        <translation>`claude auth status` 显示未登录：%1</translation>
    </message>
    <message>
        <source>Log in on %1: run `claude auth login` (or `claude` once) there as the user the workbench connects as, or export ANTHROPIC_API_KEY for non-interactive shells.</source>
        <translation>在 %1 上登录：以工作台连接时使用的用户在那里运行 `claude auth login`（或运行一次 `claude`），或为非交互式 shell 导出 ANTHROPIC_API_KEY。</translation>
    </message>
    <message>
        <source>workbench.maxkernel_root is not set</source>
        <translation>未设置 workbench.maxkernel_root</translation>
    </message>
    <message>
        <source>Set workbench.maxkernel_root in machine %1&apos;s entry to MaxKernel&apos;s folder on it (the maxkernel/claude-code folder of AI-Hypercomputer/accelerator-agents, e.g. &quot;~/maxkernel&quot;); runs are then created under its workspace/, where MaxKernel&apos;s guard lets the agent work.</source>
        <translation>在机器 %1 的条目中将 workbench.maxkernel_root 设为该机器上 MaxKernel 的文件夹（AI-Hypercomputer/accelerator-agents 的 maxkernel/claude-code 文件夹，例如 &quot;~/maxkernel&quot;）；之后运行会创建在其 workspace/ 下，MaxKernel 的 guard 允许智能体在那里工作。</translation>
    </message>
    <message>
        <source>%1 does not exist on %2</source>
        <translation>%1 在 %2 上不存在</translation>
    </message>
    <message>
        <source>%1 has no tools/tpu_client.py and skill/SKILL.md</source>
        <translation>%1 中缺少 tools/tpu_client.py 和 skill/SKILL.md</translation>
    </message>
    <message>
        <source>Clone AI-Hypercomputer/accelerator-agents on %1 and set workbench.maxkernel_root to its maxkernel/claude-code folder (the one with tools/tpu_client.py), or fix the path %2.</source>
        <translation>在 %1 上克隆 AI-Hypercomputer/accelerator-agents，并将 workbench.maxkernel_root 设为其 maxkernel/claude-code 文件夹（含 tools/tpu_client.py 的那个），或修正路径 %2。</translation>
    </message>
    <message>
        <source>MaxKernel&apos;s install.py --with-guard</source>
        <translation>MaxKernel 的 install.py --with-guard</translation>
    </message>
    <message>
        <source>%1 was installed for another MaxKernel folder than %2</source>
        <translation>%1 是为 %2 以外的另一个 MaxKernel 文件夹安装的</translation>
    </message>
    <message>
        <source>Re-install MaxKernel&apos;s agents from this checkout on %1: %2</source>
        <translation>在 %1 上从此检出重新安装 MaxKernel 的智能体：%2</translation>
    </message>
    <message>
        <source>Install MaxKernel&apos;s agents on %1: %2 (set workbench.claude_dir when Claude Code&apos;s folder is not ~/.claude).</source>
        <translation>在 %1 上安装 MaxKernel 的智能体：%2（若 Claude Code 的文件夹不是 ~/.claude，请设置 workbench.claude_dir）。</translation>
    </message>
    <message>
        <source>%1 is not installed on %2</source>
        <translation>%2 上未安装 %1</translation>
    </message>
    <message>
        <source>The worker runs headless with bypassPermissions; install MaxKernel&apos;s workspace guard so the agent stays in MaxKernel&apos;s folder: cd %1 &amp;&amp; %2 install.py --with-guard</source>
        <translation>worker 以 bypassPermissions 无界面运行；请安装 MaxKernel 的工作区 guard，使智能体留在 MaxKernel 的文件夹内：cd %1 &amp;&amp; %2 install.py --with-guard</translation>
    </message>
    <message>
        <source>%1 has no ALLOWED_ROOTS line the workbench can read</source>
        <translation>%1 中没有工作台可读取的 ALLOWED_ROOTS 行</translation>
    </message>
    <message>
        <source>Re-install the guard from MaxKernel&apos;s checkout (install.py --with-guard); the hook names the one folder the agent may use in ALLOWED_ROOTS.</source>
        <translation>从 MaxKernel 的检出重新安装 guard（install.py --with-guard）；该 hook 在 ALLOWED_ROOTS 中指定智能体唯一可用的文件夹。</translation>
    </message>
    <message>
        <source>%1 was copied without filling its placeholders (%2)</source>
        <translation>%1 在复制时未填充其占位符（%2）</translation>
    </message>
    <message>
        <source>Install the guard with MaxKernel&apos;s install.py --with-guard, which fills {{MAXKERNEL_ROOT}}.</source>
        <translation>请用 MaxKernel 的 install.py --with-guard 安装 guard，它会填充 {{MAXKERNEL_ROOT}}。</translation>
    </message>
    <message>
        <source>the guard confines the agent to %1, but runs are created in %2</source>
        <translation>guard 将智能体限制在 %1 中，但运行创建在 %2 中</translation>
    </message>
    <message>
        <source>Set workbench.maxkernel_root of machine %1 to %2 (runs then go to its workspace/), or workbench.maxkernel_workspace to a folder under it.</source>
        <translation>将机器 %1 的 workbench.maxkernel_root 设为 %2（之后运行会放在其 workspace/ 中），或将 workbench.maxkernel_workspace 设为其下的某个文件夹。</translation>
    </message>
    <message>
        <source>the guard allows %1, which holds %2</source>
        <translation>guard 允许 %1，其中包含 %2</translation>
    </message>
    <message>
        <source>not checked: MaxKernel&apos;s checkout is missing</source>
        <translation>未检查：缺少 MaxKernel 的检出</translation>
    </message>
    <message>
        <source>Fix maxkernel_checkout first; the TPU server is asked through its tools/tpu_client.py.</source>
        <translation>请先修复 maxkernel_checkout；TPU 服务器要通过其 tools/tpu_client.py 查询。</translation>
    </message>
    <message>
        <source>no answer within 180 s</source>
        <translation>180 秒内无应答</translation>
    </message>
    <message>
        <source>tpu_client.py --queue in %1 failed: %2</source>
        <translation>在 %1 中运行 tpu_client.py --queue 失败：%2</translation>
    </message>
    <message>
        <source>Start MaxKernel&apos;s TPU server on the TPU VM (%1 server/tpu_server.py in %2, see its docs/tpu-setup.md) or register the TPU with `tools/tpu_client.py --add_tpu &apos;{&quot;tpu_name&quot;: ..., &quot;zone&quot;: ..., &quot;project&quot;: ...}&apos;`; the worker sends every compile, test and profile through it.</source>
        <translation>在 TPU VM 上启动 MaxKernel 的 TPU 服务器（在 %2 中运行 %1 server/tpu_server.py，见其 docs/tpu-setup.md），或用 `tools/tpu_client.py --add_tpu &apos;{&quot;tpu_name&quot;: ..., &quot;zone&quot;: ..., &quot;project&quot;: ...}&apos;` 注册 TPU；worker 的每次编译、测试和性能分析都经由它进行。</translation>
    </message>
    <message>
        <source>pip install torch torchax (MaxKernel&apos;s requirements.txt pins both)</source>
        <translation>pip install torch torchax（MaxKernel 的 requirements.txt 固定了两者的版本）</translation>
    </message>
    <message>
        <source>%1 cannot import torch and torchax: %2</source>
        <translation>%1 无法导入 torch 和 torchax：%2</translation>
    </message>
    <message>
        <source>Install them into the machine&apos;s python (workbench.python of %1): %2</source>
        <translation>请将它们安装到该机器的 python（%1 的 workbench.python）中：%2</translation>
    </message>
    <message>
        <source>%1 has %2; MaxKernel pins these in %3 (a mismatch breaks torchax&apos;s conversion)</source>
        <translation>%1 的版本为 %2；MaxKernel 在 %3 中固定了这些版本（版本不一致会破坏 torchax 的转换）</translation>
    </message>
    <message>
        <source>Install the pinned versions: %1</source>
        <translation>请安装固定的版本：%1</translation>
    </message>
    <message>
        <source>, as %1 pins</source>
        <translation>，与 %1 固定的版本一致</translation>
    </message>
</context>
</TS>
