#pragma once
// The config files the ConfigFile tests read (the 13 real tt-xla files, see
// realconfigs.h) and the helpers that look at their raw lines.
#include "config/configfile.h"
#include "config/configset.h"
#include "realconfigs.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace dtriage;

namespace configfiles {

const QString kTrainingName = QStringLiteral("test_config_training_single_device.yaml");

inline QString shared(const QString& relative)
{
    return testing::realConfig(relative);
}

inline QStringList realFiles()
{
    return testing::realConfigFiles();
}

inline Result<ConfigFile> parseText(const QByteArray& text, const QString& name = kTrainingName)
{
    return ConfigFile::parse(text, QStringLiteral("suite/") + name);
}

inline QList<QByteArray> linesOf(const QByteArray& bytes)
{
    QList<QByteArray> lines = bytes.split('\n');
    if (bytes.endsWith('\n'))
        lines.removeLast();
    for (QByteArray& line : lines) {
        if (line.endsWith('\r'))
            line.chop(1);
    }
    return lines;
}

inline bool isBlankOrComment(const QByteArray& line)
{
    const QByteArray body = line.trimmed();
    return body.isEmpty() || body.startsWith('#');
}

inline int indentOf(const QByteArray& line)
{
    int n = 0;
    while (n < line.size() && line[n] == ' ')
        ++n;
    return n;
}

inline QString describe(const Result<ConfigFile>& file)
{
    return file ? QString() : file.error().toString();
}

inline QString problemsOf(const ConfigFile& file)
{
    QStringList out;
    for (const Error& e : file.problems())
        out << e.toString();
    return out.join(u'\n');
}

// A billion-laughs document: ten levels of ten aliases each.
inline QByteArray aliasBomb()
{
    QByteArray text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n";
    for (int level = 1; level < 10; ++level) {
        const QByteArray prev = "*a" + QByteArray::number(level - 1);
        text += 'a' + QByteArray::number(level) + ": &a" + QByteArray::number(level) + " [";
        for (int i = 0; i < 10; ++i)
            text += (i ? ", " : "") + prev;
        text += "]\n";
    }
    return text + "test_config:\n  k/pytorch-single_device-training:\n    markers: *a9\n";
}

}  // namespace configfiles

using namespace configfiles;
