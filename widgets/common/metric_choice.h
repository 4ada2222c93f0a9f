#pragma once

class QComboBox;

namespace twb {

// The choices of how an ablation's metric is judged (AblationMetric in core), shared by the
// Ablation editor and Compare so both say it in the same words. Item data is the file's value.
void addMetricGoalItems(QComboBox *combo); // "min" lower is better, "max" higher is better
void addMetricAtItems(QComboBox *combo);   // "final" at the end, "best", "step" at a chosen step

} // namespace twb
