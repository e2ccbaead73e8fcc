#pragma once
// The JUnit files and pytest logs the JUnitReader tests read (tests/data/junit/),
// and small hand-made ones.
#include "config/entry.h"
#include "run/junitreader.h"
#include "yamlplan/yamlplan.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

using namespace dtriage;

using Outcome = JUnitCase::Outcome;
using Category = BringupClassifier::Category;
using LineSource = JUnitCase::LineSource;
Q_DECLARE_METATYPE(dtriage::JUnitCase::Outcome)
Q_DECLARE_METATYPE(dtriage::BringupClassifier::Category)

namespace junitfiles {

inline QString junitFile(const QString& name)
{
    return QStringLiteral(DTRIAGE_TEST_DATA_DIR "/junit/") + name;
}

// Every *.xml under `root`, sorted: the reports a reading must read the same in
// every way (tst_readingmemo, tst_xmlsubsetreader).
inline QStringList xmlFilesUnder(const QString& root)
{
    QStringList found;
    QDirIterator it(root, {QStringLiteral("*.xml")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        found << it.next();
    found.sort();
    return found;
}

inline QByteArray bytesOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline QString readText(const QString& name)
{
    QFile file(junitFile(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

inline JUnitReport readReport(const QString& name, const QString& log = {})
{
    Result<JUnitReport> report = JUnitReader::read(junitFile(name), log);
    if (!report) {
        qWarning("%s", qPrintable(report.error().toString()));
        return {};
    }
    return *report;
}

inline QString training(const QString& head)
{
    return head + QStringLiteral("-single_device-training");
}

const QString kSpeecht5 = training(QStringLiteral("speecht5/pytorch-Tts"));
const QString kVit = training(QStringLiteral("vit/pytorch-Tiny_Patch16"));
const QString kWav2vec2 = training(QStringLiteral("wav2vec2/pytorch-Base"));
const QString kTtir = QStringLiteral("error: 'ttir.sum' op Reduce dimensions are not unique");
const QString kMat1 = QStringLiteral("mat1 and mat2 must have the same dtype");
const QString kDc5Fatal = QStringLiteral(
    "TT_FATAL @ /tt-metal/tt_metal/impl/device/device.cpp:412: Out of memory on device 0 "
    "(DRAM, 104857600 B requested)");
const QString kTinyllamaThrow = QStringLiteral(
    "TT_THROW @ /tt-metal/tt_metal/impl/dispatch/hardware_command_queue.cpp:138: Timeout in "
    "dispatch kernel on device 0");

inline QByteArray oneCase(const QString& key, const QByteArray& body)
{
    return "<testsuites><testsuite name=\"pytest\"><testcase classname=\"tests.runner.test_models\" "
           "name=\"test_all_models_torch["
           + key.toUtf8() + "]\">" + body + "</testcase></testsuite></testsuites>";
}

inline Entry speecht5Entry()
{
    Entry entry;
    entry.key = kSpeecht5;
    entry.fields = {
        {QStringLiteral("status"), QStringLiteral("NOT_SUPPORTED_SKIP"), 3},
        {QStringLiteral("bringup_status"), QStringLiteral("FAILED_FE_COMPILATION"), 4},
        {QStringLiteral("markers"), QStringList{QStringLiteral("push"), QStringLiteral("nightly")}, 5},
        {QStringLiteral("reason"),
         QStringLiteral("RuntimeError: mat1 and mat2 must have the same dtype, but got Float and "
                        "BFloat16"),
         6},
    };
    return entry;
}

}  // namespace junitfiles

using namespace junitfiles;
